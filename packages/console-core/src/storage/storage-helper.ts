/**
 * A safe wrapper over Web Storage (spec §3: session and local storage helpers with get, set,
 * remove and JSON variants). Every call swallows storage errors: storage can be absent (SSR,
 * workers), disabled (privacy mode) or full, and a console must keep working without it.
 */
export interface StorageHelper {
  /** The stored string, or null when missing or unreadable. */
  get(key: string): string | null;
  /** Stores a string; silently ignored when storage is unavailable or full. */
  set(key: string, value: string): void;
  /** Removes a key. */
  remove(key: string): void;
  /** The stored value parsed as JSON, or null when missing, unreadable or not valid JSON. */
  getJSON<T = unknown>(key: string): T | null;
  /** Stores a value as JSON; values JSON cannot represent (undefined, cycles) are not stored. */
  setJSON(key: string, value: unknown): void;
}

/**
 * Creates a storage helper over the given storage.
 * @param storage e.g. `localStorage`; undefined makes every read return null and every write a
 * no-op.
 */
export function createStorageHelper(storage: Storage | undefined): StorageHelper {
  const get = (key: string): string | null => {
    try {
      return storage ? storage.getItem(key) : null;
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string): void => {
    try {
      storage?.setItem(key, value);
    } catch {
      // Quota exceeded or privacy mode: the value only lives as long as the page state.
    }
  };
  return {
    get,
    set,
    remove(key) {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to remove from a storage we cannot reach.
      }
    },
    getJSON<T>(key: string): T | null {
      const raw = get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJSON(key, value) {
      let raw: string | undefined;
      try {
        raw = JSON.stringify(value);
      } catch {
        return;
      }
      if (raw !== undefined) set(key, raw);
    },
  };
}

/** Which browser storage {@link browserStorage} should return. */
export type StorageKind = 'local' | 'session';

/**
 * The browser's `localStorage` or `sessionStorage`, or undefined when it is absent or access
 * throws (sandboxed frames, disabled cookies).
 */
export function browserStorage(kind: StorageKind): Storage | undefined {
  try {
    if (kind === 'local') return typeof localStorage === 'undefined' ? undefined : localStorage;
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Storage helper over the browser's `localStorage` (RuoYi's `$cache.local`). */
export function localCache(): StorageHelper {
  return createStorageHelper(browserStorage('local'));
}

/** Storage helper over the browser's `sessionStorage` (RuoYi's `$cache.session`). */
export function sessionCache(): StorageHelper {
  return createStorageHelper(browserStorage('session'));
}
