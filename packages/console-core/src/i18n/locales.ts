/** A language the console's interface is translated into. */
export type Locale = 'zh-CN' | 'en' | 'fr';

/** Every locale with a message catalogue, in menu order. */
export const SUPPORTED_LOCALES: readonly Locale[] = Object.freeze(['zh-CN', 'en', 'fr'] as const);

/**
 * The locale used when nothing was chosen yet (spec section 9: default zh-CN).
 * @default 'zh-CN'
 */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Narrows an arbitrary string (from storage, a URL, a header) to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
