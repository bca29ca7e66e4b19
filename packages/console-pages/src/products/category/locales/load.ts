import type { CatalogueLoaders } from '../../../registry/page-module';

/** Texts of this page only, loaded with its code (its `messages` export, see PageLoader). */
export const messages: CatalogueLoaders = {
  'zh-CN': () => import('./zh-CN/messages'),
  fr: () => import('./fr/messages'),
};
