import type { I18n } from '@lingui/core';
import { isLocale } from '@wcm/console-core';
import type { CatalogueLoaders } from './page-module';

/** Loads area catalogues into one i18n instance, each area and locale once. */
export interface CatalogueStore {
  /** Resolves once the area's texts for the active locale are in the i18n instance. */
  ensure(areaId: string, loaders: CatalogueLoaders): Promise<void>;
}

/**
 * Area catalogues merged into `i18n` on demand. When the locale changes (a portal may switch
 * language without a reload), the areas already used are loaded again in the new language.
 */
export function createCatalogueStore(i18n: I18n): CatalogueStore {
  const used = new Map<string, CatalogueLoaders>();
  const pending = new Map<string, Promise<void>>();

  const load = (areaId: string, loaders: CatalogueLoaders, locale: string): Promise<void> => {
    const key = `${areaId}:${locale}`;
    let task = pending.get(key);
    if (!task) {
      // No loader (English, or a locale WCM does not translate): the code's own texts.
      const loader = isLocale(locale) ? loaders[locale] : undefined;
      task = loader
        ? loader().then(
            ({ messages }) => i18n.load(locale, messages),
            (error: unknown) => {
              pending.delete(key); // a failed chunk download may be retried by the next render
              throw error;
            },
          )
        : Promise.resolve();
      pending.set(key, task);
    }
    return task;
  };

  i18n.on('change', () => {
    for (const [areaId, loaders] of used) void load(areaId, loaders, i18n.locale).catch(() => {});
  });

  return {
    ensure(areaId, loaders) {
      used.set(areaId, loaders);
      return load(areaId, loaders, i18n.locale);
    },
  };
}
