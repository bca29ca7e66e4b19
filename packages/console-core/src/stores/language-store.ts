import { atom, type ReadableAtom } from 'nanostores';
import { storageLanguageSource, type LanguageSource } from '../i18n/language-source';
import { isLocale, type Locale } from '../i18n/locales';

/**
 * Locales the header's language menu offers (spec §1: "The language menu offers English and
 * Chinese only"). French stays supported (catalogue, stored choice, Accept-Language) but is not
 * offered in the menu.
 */
export const MENU_LOCALES: readonly Locale[] = Object.freeze(['zh-CN', 'en'] as const);

/**
 * Names of the locales in their own language, as language menus show them (so they are not
 * translated).
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = Object.freeze({
  'zh-CN': '简体中文',
  en: 'English',
  fr: 'Français',
});

/** The interface language of one console. */
export interface LanguageStore {
  /** The current locale, read from the language source at creation. */
  readonly $locale: ReadableAtom<Locale>;
  /**
   * Stores the choice and reloads the page (spec §4) so every screen and request picks up the
   * new language. Choosing the current locale, or an unsupported one, does nothing.
   */
  change(locale: Locale): void;
}

/** Sources of a language store. */
export interface LanguageStoreOptions {
  /** @default storageLanguageSource() (local storage key 'change-language') */
  source?: LanguageSource;
  /** @default () => location.reload() */
  reload?: () => void;
}

function reloadPage(): void {
  if (typeof location !== 'undefined') location.reload();
}

/** Creates the language store of one console. */
export function createLanguageStore(options: LanguageStoreOptions = {}): LanguageStore {
  const source = options.source ?? storageLanguageSource();
  const reload = options.reload ?? reloadPage;
  const $locale = atom<Locale>(source.get());
  return {
    $locale,
    change(locale) {
      if (!isLocale(locale) || locale === $locale.get()) return;
      source.set(locale);
      $locale.set(locale);
      reload();
    },
  };
}
