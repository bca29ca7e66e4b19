import { DEFAULT_TIMEOUT_MS, TIMEOUT_HEADER } from './request-flags';

/** Rejection of a call that got no answer in time; `name` matches `AbortSignal.timeout()`'s. */
export class RequestTimeoutError extends Error {
  /** The limit that was exceeded, in milliseconds. */
  readonly timeout: number;

  constructor(timeout: number) {
    super(`No answer within ${timeout} ms`);
    this.name = 'TimeoutError';
    this.timeout = timeout;
  }
}

function limitOf(request: Request, fallback: number): number {
  const value = Number(request.headers.get(TIMEOUT_HEADER));
  request.headers.delete(TIMEOUT_HEADER);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * Wraps a transport so that every request fails with {@link RequestTimeoutError} when no answer
 * arrives within its limit (the `x-wcm-timeout` marker header, else `defaultMs`). The request is
 * aborted too, so the browser stops waiting; the caller's own signal still aborts it earlier.
 * @param defaultMs @default 60000
 */
export function withTimeout(base: typeof fetch, defaultMs = DEFAULT_TIMEOUT_MS): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const limit = limitOf(request, defaultMs);
    const controller = new AbortController();
    const forward = () => controller.abort(request.signal.reason);
    // Racing, rather than trusting the signal alone, also bounds transports that ignore signals.
    const stopped = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason));
    });
    if (request.signal.aborted) forward();
    request.signal.addEventListener('abort', forward);
    const timer = setTimeout(() => controller.abort(new RequestTimeoutError(limit)), limit);
    try {
      return await Promise.race([base(request, { signal: controller.signal }), stopped]);
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forward);
    }
  };
}
