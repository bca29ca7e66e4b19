import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestHeaders } from './request-flags';
import { RequestTimeoutError, withTimeout } from './timeout';

afterEach(() => {
  vi.useRealTimers();
});

function hanging() {
  const signals: AbortSignal[] = [];
  const base = ((_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.signal) signals.push(init.signal);
    return new Promise<Response>(() => {});
  }) as typeof fetch;
  return { base, signals };
}

describe('request timeout (spec §7: 60 s, captcha 20 s)', () => {
  it('§7 a per-call timeout header sets the limit, is removed, and aborts the transport', async () => {
    vi.useFakeTimers();
    const { base, signals } = hanging();
    const request = new Request('http://x.test/a', { headers: requestHeaders({ timeout: 500 }) });
    const pending = withTimeout(base)(request).catch((e: unknown) => e);
    expect(request.headers.has('x-wcm-timeout')).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    const error = await pending;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ name: 'TimeoutError', timeout: 500 });
    expect(signals[0]?.aborted).toBe(true);
  });

  it('§7 without a header the default limit applies (60000 ms)', async () => {
    vi.useFakeTimers();
    const { base } = hanging();
    let settled = false;
    const pending = withTimeout(base)('http://x.test/a').catch((e: unknown) => {
      settled = true;
      return e;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ timeout: 60_000 });
  });

  it('the caller can still abort first', async () => {
    const { base } = hanging();
    const controller = new AbortController();
    const pending = withTimeout(base)('http://x.test/a', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort(new Error('left the page'));
    expect(await pending).toMatchObject({ message: 'left the page' });
  });

  it('answers in time pass through untouched', async () => {
    const answer = new Response('ok');
    const timed = withTimeout(() => Promise.resolve(answer), 10);
    await expect(timed('http://x.test/a')).resolves.toBe(answer);
  });
});
