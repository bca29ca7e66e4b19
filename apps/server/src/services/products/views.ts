import type {
  wcmProduct,
  wcmProductCategory,
  wcmProductDetail,
  wcmProductDraft,
} from '../../db/schema';
import { auditView } from '../../lib/date-format';
import type { ProductFields, ProductForm } from './types';

type CategoryRow = typeof wcmProductCategory.$inferSelect;
type ProductRow = typeof wcmProduct.$inferSelect;
type DraftRow = typeof wcmProductDraft.$inferSelect;
type DetailRow = typeof wcmProductDetail.$inferSelect;

const auditColumns = (row: {
  createBy: string;
  createTime: Date | null;
  updateBy: string;
  updateTime: Date | null;
}) => ({
  ...auditView(row),
});

/** Category on the wire (contract ProductsCategory). */
export function categoryView(row: CategoryRow, productCount: number) {
  return {
    categoryId: row.categoryId,
    parentId: row.parentId,
    name: row.name,
    sort: row.sort,
    recommendCount: row.recommendCount,
    visible: row.visible,
    productCount,
    ...auditColumns(row),
  };
}

/** The form columns of wcm_product (list, filter and sort columns). */
export function productMainColumnsOf(form: ProductForm) {
  return {
    name: form.name,
    series: form.series,
    modelName: form.modelName,
    categoryId: form.categoryId ?? 0,
    coverUrl: form.images[0] ?? '',
    priceType: form.priceType,
    factoryPrice: form.factoryPrice,
    agentPrice: form.agentPrice,
    userPrice: form.userPrice,
    effectivePrice: form.effectivePrice,
    recommendQuantity: form.recommendQuantity,
    previewQuantity: form.previewQuantity,
    autoList: form.autoList,
  };
}

/** The form columns of wcm_product_detail (everything larger). */
export function productDetailColumnsOf(form: ProductForm) {
  return {
    images: form.images,
    videoUrl: form.videoUrl,
    specAttributes: form.specAttributes,
    customAttributes: form.customAttributes,
    specTable: form.specTable,
    attachments: form.attachments,
    certificates: form.certificates,
    faqIds: form.faqIds,
    keywords: form.keywords,
    description: form.description,
  };
}

const EMPTY_DETAIL = {
  images: [],
  videoUrl: '',
  specAttributes: [],
  customAttributes: [],
  specTable: { columns: [], rows: [] },
  attachments: [],
  certificates: [],
  faqIds: [],
  keywords: '',
  description: '',
} satisfies Omit<DetailRow, 'productId'>;

/** What names a product wherever it is shown: id, name, series, model and category. */
export const productHead = (
  row: Pick<ProductRow, 'productId' | 'name' | 'series' | 'modelName' | 'categoryId'>,
) => ({
  productId: row.productId,
  name: row.name,
  series: row.series,
  modelName: row.modelName,
  categoryId: row.categoryId,
});

/** Product with every field (contract ProductsProduct); a missing detail row reads as empty. */
export function productView(
  row: ProductRow,
  detail: DetailRow | null,
  categoryName: string | null,
) {
  const { productId: _id, ...parts } = detail ?? { productId: 0, ...EMPTY_DETAIL };
  return {
    ...productHead(row),
    categoryName,
    ...parts,
    priceType: row.priceType === 'fixed' ? ('fixed' as const) : ('negotiable' as const),
    factoryPrice: row.factoryPrice,
    agentPrice: row.agentPrice,
    userPrice: row.userPrice,
    effectivePrice: row.effectivePrice,
    recommendQuantity: row.recommendQuantity,
    previewQuantity: row.previewQuantity,
    autoList: row.autoList,
    auditStatus: row.auditStatus,
    auditReason: row.auditReason,
    listingStatus: row.listingStatus,
    recommended: row.recommended,
    version: row.version,
    ...auditColumns(row),
  };
}

/** Draft on the wire (contract ProductsDraft, or the list item without `form`). */
export function draftView(row: DraftRow, categoryName: string | null, withForm: boolean) {
  const form = row.content as ProductFields;
  const cover = Array.isArray(form.images) ? form.images[0] : undefined;
  return {
    draftId: row.draftId,
    productId: row.productId,
    productVersion: row.productVersion,
    name: row.name,
    categoryId: row.categoryId,
    categoryName,
    coverUrl: typeof cover === 'string' && cover !== '' ? cover : null,
    version: row.version,
    ...(withForm ? { form } : {}),
    ...auditColumns(row),
  };
}
