import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * The compiled Lingui catalogue of each locale, imported on demand, e.g.
 * `{ en: () => import('./en/messages'), ... }`: literal import paths (not a template), so that
 * bundlers emit one lazy chunk per locale.
 */
export type CatalogueImports = Record<Locale, () => Promise<{ messages: Messages }>>;

/** A loader of one locale's messages from its catalogue imports (English for anything else). */
export function catalogueLoader(imports: CatalogueImports): (locale: Locale) => Promise<Messages> {
  return async (locale) => (await (imports[locale] ?? imports.en)()).messages;
}
