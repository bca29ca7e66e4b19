import type { Middleware } from 'openapi-fetch';
import { ApiError } from './api-error';
import { REPEAT_SUBMIT_HEADER, takeOptOut } from './request-flags';

/**
 * Window in which an identical POST or PUT is refused, spec section 9.
 * @default 1000
 */
export const DUPLICATE_SUBMIT_INTERVAL_MS = 1000;

/**
 * Bodies larger than this (5 MB) skip the duplicate check, spec section 9.
 * @default 5242880
 */
export const DUPLICATE_SUBMIT_MAX_BYTES = 5_242_880;

/** One submitted request as the guard remembers it. */
export interface SubmitRecord {
  /** Request URL or path. */
  url: string;
  /** The body exactly as sent. */
  body: string;
  /** When it was sent, in milliseconds (any clock, as long as it is the same one). */
  time: number;
}

/** Limits of the guard. */
export interface DuplicateSubmitOptions {
  /** @default 1000 */
  interval?: number;
  /** @default 5242880 */
  maxBytes?: number;
}

/** `pass`: send it; `duplicate`: refuse it; `too-large`: send it unchecked, with a warning. */
export type DuplicateSubmitVerdict = 'pass' | 'duplicate' | 'too-large';

const encoder = new TextEncoder();

/**
 * Spec section 5 double-submit rule as a pure function: `next` is a duplicate when it has the
 * same URL and body as `previous` and comes less than `interval` ms after it.
 */
export function checkDuplicateSubmit(
  previous: SubmitRecord | undefined,
  next: SubmitRecord,
  options: DuplicateSubmitOptions = {},
): DuplicateSubmitVerdict {
  const { interval = DUPLICATE_SUBMIT_INTERVAL_MS, maxBytes = DUPLICATE_SUBMIT_MAX_BYTES } =
    options;
  // UTF-16 length is a lower bound of the UTF-8 size: only encode when it could matter.
  if (next.body.length * 3 > maxBytes && encoder.encode(next.body).length > maxBytes)
    return 'too-large';
  if (
    previous !== undefined &&
    previous.url === next.url &&
    previous.body === next.body &&
    next.time - previous.time < interval
  )
    return 'duplicate';
  return 'pass';
}

/** The memory of one console: the last request that passed. */
export interface DuplicateSubmitGuard {
  /** Judges a request now and remembers it when it passes. */
  check(url: string, body: string): DuplicateSubmitVerdict;
}

/** Creates a guard with its own memory (one per console, no globals). */
export function createDuplicateSubmitGuard(
  options: DuplicateSubmitOptions & {
    /** Clock in milliseconds. @default Date.now */
    now?: () => number;
  } = {},
): DuplicateSubmitGuard {
  const now = options.now ?? Date.now;
  let last: SubmitRecord | undefined;
  return {
    check(url, body) {
      const next = { url, body, time: now() };
      const verdict = checkDuplicateSubmit(last, next, options);
      // A refused request does not move the window: it is measured from the last one sent.
      if (verdict === 'pass') last = next;
      return verdict;
    },
  };
}

/** What the middleware needs besides the guard. */
export interface DuplicateSubmitMiddlewareDeps {
  guard: DuplicateSubmitGuard;
  /** Console warning (duplicate refused, or check skipped for a large body). */
  warn(text: string): void;
  /** Translated refusal text. */
  duplicateText(): string;
  /** Translated warning for a body over the limit. */
  tooLargeText(url: string): string;
  /** Paths sent without the check, relative to the API base. @default ['/login'] */
  exempt?: readonly string[];
}

/**
 * Refuses an identical POST or PUT sent again within the window, before it leaves (RuoYi logs
 * the refusal to the console and rejects the call). Calls carrying `repeatSubmit: false` and the
 * exempt paths (spec section 7: /login has no duplicate guard) are not checked.
 */
export function duplicateSubmitMiddleware(deps: DuplicateSubmitMiddlewareDeps): Middleware {
  const exempt = deps.exempt ?? ['/login'];
  return {
    async onRequest({ request, schemaPath }) {
      const optedOut = takeOptOut(request.headers, REPEAT_SUBMIT_HEADER);
      if (optedOut || exempt.includes(schemaPath)) return request;
      if (request.method !== 'POST' && request.method !== 'PUT') return request;
      const body = await request.clone().text();
      const verdict = deps.guard.check(request.url, body);
      if (verdict === 'too-large') deps.warn(deps.tooLargeText(request.url));
      if (verdict === 'duplicate') {
        const text = deps.duplicateText();
        deps.warn(`[${request.url}]: ${text}`);
        throw new ApiError(0, text, 'duplicate');
      }
      return request;
    },
  };
}
