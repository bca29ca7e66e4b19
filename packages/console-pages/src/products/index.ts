import type { PageModule } from '../registry/page-module';
import { PRODUCT_PLACES, PRODUCTS_AREA } from './shared/places';

// The editor, categories and drafts pages bring their own texts (`messages`): the list, whose
// texts are the area's, does not carry them.
const loadProducts = () =>
  import('./product/product-page').then((m) => ({ default: m.ProductPage }));
const loadCategories = () =>
  import('./category/category-page').then((m) => ({
    default: m.CategoryPage,
    messages: m.messages,
  }));
const loadProductEdit = () =>
  import('./edit/product-edit-page').then((m) => ({
    default: m.ProductEditPage,
    messages: m.messages,
  }));
const loadDrafts = () =>
  import('./drafts/draft-page').then((m) => ({ default: m.DraftPage, messages: m.messages }));
const loadDraftEdit = () =>
  import('./edit/product-edit-page').then((m) => ({
    default: m.DraftEditPage,
    messages: m.messages,
  }));

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
    fr: () => import('./locales/fr/messages'),
  },
  places: PRODUCT_PLACES,
};
