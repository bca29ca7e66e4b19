import { productsModule, quotationModule, type PageModule } from '@wcm/console-pages';

/** One WCM area the portal embeds: its module, where its pages go, the portal's menu entry. */
export interface EmbeddedArea {
  module: PageModule;
  /** Label of the portal's menu entry. */
  label: string;
  /** Where the menu entry leads: one of `paths`. */
  home: string;
  /** The portal's routes for the area's places (see the area's places in its README). */
  paths: Record<string, string>;
}

/** The WCM areas of this portal, each under the portal's own paths and parameter names. */
export const AREAS: readonly EmbeddedArea[] = [
  {
    module: productsModule,
    label: 'Products',
    home: '/catalogue',
    paths: {
      list: '/catalogue',
      categories: '/catalogue/categories',
      edit: '/catalogue/:productId/edit',
      drafts: '/catalogue/drafts',
      draftEdit: '/catalogue/drafts/:draftId',
    },
  },
  {
    module: quotationModule,
    label: 'Quotations',
    home: '/quotes',
    paths: { list: '/quotes', detail: '/quotes/:quoteId' },
  },
];

/** Where a signed-in partner lands when nothing else was asked for. */
export const LANDING = AREAS[0]?.home ?? '/';
