import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** Where the chosen interface language is kept; read for every request's Accept-Language. */
export interface LanguageSource {
  get(): Locale;
  set(locale: Locale): void;
}

/** Storage key RuoYi consoles use for the language choice (spec section 3, layout settings). */
export const LANGUAGE_STORAGE_KEY = 'change-language';

// localStorage can be missing (SSR, workers) or throw on access (disabled cookies, sandboxed
// frames); the language must then still resolve, so every access goes through this guard.
function getStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the language in `localStorage`; unknown or unreadable values fall back to
 * {@link DEFAULT_LOCALE}.
 * @param key storage key. @default 'change-language'
 */
export function storageLanguageSource(key: string = LANGUAGE_STORAGE_KEY): LanguageSource {
  return {
    get() {
      try {
        const stored = getStorage()?.getItem(key);
        return isLocale(stored) ? stored : DEFAULT_LOCALE;
      } catch {
        return DEFAULT_LOCALE;
      }
    },
    set(locale) {
      try {
        getStorage()?.setItem(key, locale);
      } catch {
        // Quota or privacy mode: the choice only lasts for this page, which is acceptable.
      }
    },
  };
}

/**
 * Keeps the language in memory only (tests, embedding portals that own the language).
 * @param initial starting locale. @default DEFAULT_LOCALE
 */
export function memoryLanguageSource(initial: Locale = DEFAULT_LOCALE): LanguageSource {
  let current = initial;
  return {
    get: () => current,
    set(locale) {
      current = locale;
    },
  };
}
