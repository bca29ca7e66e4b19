import { documentCookieJar, type CookieJar } from '../storage/cookie-jar';

/** Where the session token lives between page loads. */
export interface TokenSource {
  get(): string | undefined;
  set(token: string): void;
  remove(): void;
}

/** Cookie name RuoYi consoles use for the token (spec section 3, session user). */
export const TOKEN_COOKIE_NAME = 'Admin-Token';

/**
 * Keeps the token in a JavaScript-readable session cookie (RuoYi compatible). Without a
 * `document` (SSR) it holds nothing.
 * @param name cookie name. @default 'Admin-Token'
 * @param jar where cookies are read and written. @default documentCookieJar()
 */
export function cookieTokenSource(
  name: string = TOKEN_COOKIE_NAME,
  jar: CookieJar = documentCookieJar(),
): TokenSource {
  return {
    get() {
      const token = jar.get(name);
      return token === '' ? undefined : token;
    },
    set(token) {
      // A session cookie (no expiry), as RuoYi does.
      jar.set(name, token);
    },
    remove() {
      jar.remove(name);
    },
  };
}

/**
 * Keeps the token in memory only (tests, SSR, portals that must not share the cookie).
 * @param initial token to start with. @default undefined
 */
export function memoryTokenSource(initial?: string): TokenSource {
  let token = initial;
  return {
    get: () => token,
    set(next) {
      token = next;
    },
    remove() {
      token = undefined;
    },
  };
}
