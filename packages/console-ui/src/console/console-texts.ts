import type { I18n, Messages } from '@lingui/core';
import { loadCoreMessages, type Locale } from '@wcm/console-core';
import { loadMessages as loadUiMessages } from '../locales/load';

/** Loads one package's compiled catalogue for a locale (e.g. `loadPagesMessages`). */
export type MessagesLoader = (locale: Locale) => Promise<Messages>;

/** The catalogues every console needs: the core's (request and validation texts) and the ui's. */
const BASE_CATALOGUES: readonly MessagesLoader[] = [loadCoreMessages, loadUiMessages];

/**
 * Loads the core's, the ui's and the given catalogues of `locale` into `i18n` (merged: each
 * package prefixes its ids) and activates the locale.
 */
export async function loadConsoleTexts(
  i18n: I18n,
  locale: Locale,
  catalogues: readonly MessagesLoader[],
): Promise<void> {
  const loaded = await Promise.all([...BASE_CATALOGUES, ...catalogues].map((load) => load(locale)));
  i18n.load(locale, Object.assign({}, ...loaded) as Messages);
  if (i18n.locale !== locale) i18n.activate(locale);
}
