import type { CatalogueLoaders, PageModule } from '../registry/page-module';
import { PRODUCT_PLACES, PRODUCTS_AREA } from './shared/places';

const loadProducts = () =>
  import('./product/product-page').then((m) => ({ default: m.ProductPage }));
const loadCategories = () =>
  import('./category/category-page').then((m) => ({ default: m.CategoryPage }));
const loadProductEdit = () =>
  import('./edit/product-edit-page').then((m) => ({ default: m.ProductEditPage }));
const loadDrafts = () => import('./drafts/draft-page').then((m) => ({ default: m.DraftPage }));
const loadDraftEdit = () =>
  import('./edit/product-edit-page').then((m) => ({ default: m.DraftEditPage }));

// The other pages' texts load with them: the list does not carry them.
const categoryMessages: CatalogueLoaders = {
  'zh-CN': () => import('./category/locales/zh-CN/messages'),
  en: () => import('./category/locales/en/messages'),
  fr: () => import('./category/locales/fr/messages'),
};
const draftMessages: CatalogueLoaders = {
  'zh-CN': () => import('./drafts/locales/zh-CN/messages'),
  en: () => import('./drafts/locales/en/messages'),
  fr: () => import('./drafts/locales/fr/messages'),
};
const editMessages: CatalogueLoaders = {
  'zh-CN': () => import('./edit/locales/zh-CN/messages'),
  en: () => import('./edit/locales/en/messages'),
  fr: () => import('./edit/locales/fr/messages'),
};

/**
 * Product categories, products, drafts (issue 7). `brand/prodEdit/index` serves both the hidden
 * menu page `/brand/prodEdit` (a new product) and the permission route
 * `/brand/prodEdit/index/:dictId` (0 = new, otherwise the product id);
 * `drafts/draftsProdEdit/index` serves `/drafts/draftsProdEdit/index/:dictId` (the draft id).
 */
export const productsModule: PageModule = {
  id: PRODUCTS_AREA,
  components: {
    'brand/product/index': loadProducts,
    'brand/category/index': loadCategories,
    'brand/prodEdit/index': loadProductEdit,
    'drafts/product/index': loadDrafts,
    'drafts/draftsProdEdit/index': loadDraftEdit,
  },
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    en: () => import('./locales/en/messages'),
    fr: () => import('./locales/fr/messages'),
  },
  pageMessages: {
    'brand/category/index': categoryMessages,
    'drafts/product/index': draftMessages,
    'brand/prodEdit/index': editMessages,
    'drafts/draftsProdEdit/index': editMessages,
  },
  places: PRODUCT_PLACES,
};
