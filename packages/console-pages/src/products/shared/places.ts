import { useAreaLinks, type AreaPlaces } from '../../common/links';

/**
 * The places of the product area and their paths in the WCM console (menu paths of
 * `/getRouters` and the permission routes of spec section 2). A portal mounting the products
 * gives its own paths to `createPageRegistry(..., { paths: { products: {...} } })`.
 */
export const PRODUCT_PLACES = {
  /** Product list. */
  list: { path: '/brand/product', component: 'brand/product/index' },
  /** Product categories. */
  categories: { path: '/brand/category', component: 'brand/category/index' },
  /** Product form; the parameter is the product id, 0 for a new product. */
  edit: { path: '/brand/prodEdit/index/:dictId', component: 'brand/prodEdit/index' },
  /** Draft box. */
  drafts: { path: '/drafts/product', component: 'drafts/product/index' },
  /** A draft in the product form; the parameter is the draft id. */
  draftEdit: {
    path: '/drafts/draftsProdEdit/index/:dictId',
    component: 'drafts/draftsProdEdit/index',
  },
} as const satisfies AreaPlaces;

/** Id of the product area (its module id). */
export const PRODUCTS_AREA = 'products';

/** Links between the product pages, following the mounting app's paths. */
export const useProductLinks = () => useAreaLinks(PRODUCTS_AREA, PRODUCT_PLACES);
