import type { Middleware } from 'openapi-fetch';
import type { LanguageSource } from '../i18n/language-source';
import type { TokenSource } from '../session/token-source';
import { CAPTCHA_TIMEOUT_MS, NO_TOKEN_HEADER, TIMEOUT_HEADER, takeOptOut } from './request-flags';

export { NO_TOKEN_HEADER };

/** Pass as `headers` to send a call without Authorization, e.g. `api.POST('/login', { body, headers: NO_TOKEN })`. */
export const NO_TOKEN: Readonly<Record<string, string>> = Object.freeze({
  [NO_TOKEN_HEADER]: 'false',
});

// Calls sent without the token on purpose (captcha, login, public lookups): their 401 answers
// are about the call, not about a session (see sessionExpiryMiddleware).
const publicCalls = new WeakSet<Request>();

/** Adds `Authorization: Bearer <token>` unless the call carries {@link NO_TOKEN}. */
export function authMiddleware(tokenSource: TokenSource): Middleware {
  return {
    onRequest({ request }) {
      if (takeOptOut(request.headers, NO_TOKEN_HEADER)) {
        publicCalls.add(request);
        return request;
      }
      const token = tokenSource.get();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** Sends the saved interface language as `Accept-Language`, read fresh for every call. */
export function languageMiddleware(languageSource: LanguageSource): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept-Language', languageSource.get());
      return request;
    },
  };
}

/**
 * Gives the captcha call its shorter time limit (spec section 7: 20 s) unless the call set its
 * own; the transport applies the limit (see `withTimeout`).
 */
export function timeoutMiddleware(): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (schemaPath === '/captchaImage' && !request.headers.has(TIMEOUT_HEADER))
        request.headers.set(TIMEOUT_HEADER, String(CAPTCHA_TIMEOUT_MS));
      return request;
    },
  };
}

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get('content-type') ?? '');
}

/**
 * Calls `onExpired` when a response says the session is gone: body `code` 401 (RuoYi answers
 * HTTP 200 with the error in the body) or HTTP 401. Calls marked {@link NO_TOKEN} are left out:
 * a 401 to a public call (e.g. a lookup a RuoYi backend does not open to visitors) is that
 * call's answer, not an expired session. The response itself is passed on untouched.
 */
export function sessionExpiryMiddleware(onExpired: () => void): Middleware {
  return {
    async onResponse({ request, response }) {
      if (publicCalls.has(request)) return undefined;
      if (response.status === 401) {
        onExpired();
        return undefined;
      }
      if (!isJson(response)) return undefined;
      try {
        // A clone, so that openapi-fetch can still read the body for the caller.
        const body: unknown = await response.clone().json();
        if (typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 401)
          onExpired();
      } catch {
        // Not valid JSON despite the header: nothing to learn about the session.
      }
      return undefined;
    },
  };
}
