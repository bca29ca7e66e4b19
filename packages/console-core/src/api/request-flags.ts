/**
 * Request header that marks a call as sent without the session token (RuoYi's `isToken: false`).
 * The auth middleware removes it before the request leaves, so the server never sees it.
 */
export const NO_TOKEN_HEADER = 'isToken';

/**
 * Request header that turns the duplicate-submit check off for one call (RuoYi's
 * `repeatSubmit: false`); removed before the request leaves.
 */
export const REPEAT_SUBMIT_HEADER = 'repeatSubmit';

/** Request header carrying a per-call timeout in milliseconds; removed before sending. */
export const TIMEOUT_HEADER = 'x-wcm-timeout';

/**
 * Time allowed for a call, spec section 9.
 * @default 60000
 */
export const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * Time allowed for the captcha call, spec section 7.
 * @default 20000
 */
export const CAPTCHA_TIMEOUT_MS = 20_000;

/** Per-call options, turned into marker headers by {@link requestHeaders}. */
export interface RequestFlags {
  /** false sends the call without `Authorization`. @default true */
  token?: boolean;
  /** false skips the duplicate-submit check. @default true */
  repeatSubmit?: boolean;
  /** Milliseconds before the call fails with a timeout. @default 60000 (20000 for /captchaImage) */
  timeout?: number;
}

/**
 * Headers for one call, e.g. `api.POST('/login', { body, headers: requestHeaders({ token: false,
 * repeatSubmit: false }) })`. The middlewares read and remove them; the server never sees them.
 */
export function requestHeaders(flags: RequestFlags): Record<string, string> {
  const headers: Record<string, string> = {};
  if (flags.token === false) headers[NO_TOKEN_HEADER] = 'false';
  if (flags.repeatSubmit === false) headers[REPEAT_SUBMIT_HEADER] = 'false';
  if (flags.timeout !== undefined) headers[TIMEOUT_HEADER] = String(flags.timeout);
  return headers;
}

/** Reads and removes a marker header; true when it said 'false' (RuoYi's opt-out spelling). */
export function takeOptOut(headers: Headers, name: string): boolean {
  const value = headers.get(name);
  headers.delete(name);
  return value?.trim().toLowerCase() === 'false';
}
