/** Where the session token lives between page loads. */
export interface TokenSource {
  get(): string | undefined;
  set(token: string): void;
  remove(): void;
}

/** Cookie name RuoYi consoles use for the token (spec section 3, session user). */
export const TOKEN_COOKIE_NAME = 'Admin-Token';

function hasDocument(): boolean {
  return typeof document !== 'undefined' && typeof document.cookie === 'string';
}

function cookieAttributes(): string {
  // A session cookie (no Expires) scoped to the whole site, as RuoYi does; Secure whenever the
  // page itself is served over https so the token never travels in clear text.
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `; path=/; SameSite=Lax${secure}`;
}

/**
 * Keeps the token in a JavaScript-readable session cookie (RuoYi compatible). Without a
 * `document` (SSR) it holds nothing.
 * @param name cookie name. @default 'Admin-Token'
 */
export function cookieTokenSource(name: string = TOKEN_COOKIE_NAME): TokenSource {
  const prefix = `${encodeURIComponent(name)}=`;
  return {
    get() {
      if (!hasDocument()) return undefined;
      for (const part of document.cookie.split(';')) {
        const entry = part.trim();
        if (!entry.startsWith(prefix)) continue;
        const raw = entry.slice(prefix.length);
        if (raw === '') return undefined;
        try {
          return decodeURIComponent(raw);
        } catch {
          return raw;
        }
      }
      return undefined;
    },
    set(token) {
      if (!hasDocument()) return;
      document.cookie = `${prefix}${encodeURIComponent(token)}${cookieAttributes()}`;
    },
    remove() {
      if (!hasDocument()) return;
      document.cookie = `${prefix}; expires=Thu, 01 Jan 1970 00:00:00 GMT${cookieAttributes()}`;
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
