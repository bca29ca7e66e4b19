/** Attributes of a cookie written through a {@link CookieJar}. */
export interface CookieOptions {
  /** Lifetime in days; omitted means a session cookie (gone when the browser closes). */
  expiresDays?: number;
  /** @default '/' */
  path?: string;
}

/**
 * Minimal cookie access the console needs (token, `sidebarStatus`, `size`). Injected into stores
 * so that tests and server rendering need no `document`, and two consoles can keep apart.
 */
export interface CookieJar {
  /** The decoded cookie value, or undefined when the cookie is absent. */
  get(name: string): string | undefined;
  /** Writes (or replaces) a cookie. */
  set(name: string, value: string, options?: CookieOptions): void;
  /** Deletes a cookie. */
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

/** What {@link documentCookieJar} needs of a document: its `cookie` property. */
export interface CookieDocument {
  cookie: string;
}

const EPOCH = 'Thu, 01 Jan 1970 00:00:00 GMT';
const DAY_MS = 86_400_000;

function secureFlag(): string {
  // Secure whenever the page itself is served over https, so a cookie never travels in clear.
  return typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
}

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function defaultDocument(): CookieDocument | undefined {
  return typeof document !== 'undefined' && typeof document.cookie === 'string'
    ? document
    : undefined;
}

/**
 * Cookie jar over `document.cookie` (RuoYi compatible: JavaScript-readable, path `/`,
 * SameSite=Lax). Names and values are URI-encoded. Without a document (SSR) it holds nothing.
 * @param doc the document to use. @default globalThis.document
 * @param now clock for `expiresDays`. @default Date.now
 */
export function documentCookieJar(doc?: CookieDocument, now: () => number = Date.now): CookieJar {
  // Looked up on every call, not once: a jar made before the document exists still works later.
  const target = () => doc ?? defaultDocument();
  const attributes = (path = '/') => `; path=${path}; SameSite=Lax${secureFlag()}`;
  return {
    get(name) {
      const doc = target();
      if (!doc) return undefined;
      const prefix = `${encodeURIComponent(name)}=`;
      for (const part of doc.cookie.split(';')) {
        const entry = part.trim();
        // Exact name match: 'Admin-Token-Old' must not be read as 'Admin-Token'.
        if (entry.startsWith(prefix)) return decode(entry.slice(prefix.length));
      }
      return undefined;
    },
    set(name, value, options = {}) {
      const doc = target();
      if (!doc) return;
      const expires =
        options.expiresDays === undefined
          ? ''
          : `; expires=${new Date(now() + options.expiresDays * DAY_MS).toUTCString()}`;
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${expires}${attributes(options.path)}`;
    },
    remove(name, options = {}) {
      const doc = target();
      if (!doc) return;
      doc.cookie = `${encodeURIComponent(name)}=; expires=${EPOCH}${attributes(options.path)}`;
    },
  };
}

/**
 * Cookie jar kept in memory (tests, server rendering, portals that must not share cookies).
 * @param initial cookies to start with. @default {}
 */
export function memoryCookieJar(initial: Readonly<Record<string, string>> = {}): CookieJar {
  const cookies = new Map(Object.entries(initial));
  return {
    get: (name) => cookies.get(name),
    set(name, value) {
      cookies.set(name, value);
    },
    remove(name) {
      cookies.delete(name);
    },
  };
}
