import { setupI18n } from '@lingui/core';
import type { I18n, Messages } from '@lingui/core';
import { loadCoreMessages, type Locale } from '@wcm/console-core';
import { loadPagesMessages } from '@wcm/console-pages';
import { loadUiMessages } from '@wcm/console-ui';

/**
 * One i18n instance for the whole host, activated on the saved language with the catalogues of
 * every package merged (ids are prefixed per package, so they cannot clash). The console core
 * uses it too, for the texts it hands to the presenter.
 */
export async function createHostI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadHostMessages(locale) } });
  document.documentElement.lang = locale;
  // An in-place switch (the sign-in page's, through wcm.setLocale) keeps the page's lang right.
  i18n.on('change', () => {
    document.documentElement.lang = i18n.locale;
  });
  return i18n;
}

/** The merged catalogues of the three packages for a locale (ids are prefixed per package). */
export async function loadHostMessages(locale: Locale): Promise<Messages> {
  const [core, ui, pages] = await Promise.all([
    loadCoreMessages(locale),
    loadUiMessages(locale),
    loadPagesMessages(locale),
  ]);
  return { ...core, ...ui, ...pages };
}
