import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * The compiled Lingui catalogue of each translated locale, imported on demand, e.g.
 * `{ 'zh-CN': () => import('./zh-CN/messages'), fr: () => import('./fr/messages') }`: literal
 * import paths (not a template), so that bundlers emit one lazy chunk per locale. A locale
 * without an import has no catalogue: its texts are the descriptors' own `message`s. WCM's
 * packages have no English catalogue, because their builds compile each English `message` into
 * the code (scripts/inline-messages.mjs; the core's README, "Translations").
 */
export type CatalogueImports = Partial<Record<Locale, () => Promise<{ messages: Messages }>>>;

/** A loader of one locale's messages from its catalogue imports (none for other locales). */
export function catalogueLoader(imports: CatalogueImports): (locale: Locale) => Promise<Messages> {
  return async (locale) => {
    const load = imports[locale];
    return load ? (await load()).messages : {};
  };
}
