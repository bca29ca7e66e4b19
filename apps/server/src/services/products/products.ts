import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { wcmProduct, wcmProductCategory, wcmProductDetail } from '../../db/schema';
import { sanitizeRichText } from '../../files/sanitize-html';
import { auditView } from '../../lib/date-format';
import { orderOf, type PageParams, pageOf } from '../../lib/paging';
import { categoryWithChildren, findCategory, likeContains } from './categories';
import { assertValid, conflict, refuse } from './errors';
import { createdBy, deleteByIds } from './rows';
import { AUDIT, LISTING } from './status';
import type { ProductFields, ProductForm } from './types';
import { productFormOf, validateProductForm } from './validation';
import { productDetailColumnsOf, productMainColumnsOf, productView } from './views';
import { assertFaqIds } from '../knowledge/rules';

/** Filters of the product list (contract GET /brand/product/list). */
export interface ProductFilters extends PageParams {
  name?: string;
  series?: string;
  modelName?: string;
  categoryId?: number;
  auditStatus?: string;
  listingStatus?: string;
  recommended?: boolean;
}

/** Columns the list may be sorted by (client name → column). */
export const PRODUCT_SORT_COLUMNS = {
  productId: wcmProduct.productId,
  name: wcmProduct.name,
  createTime: wcmProduct.createTime,
  updateTime: wcmProduct.updateTime,
  effectivePrice: wcmProduct.effectivePrice,
  recommendQuantity: wcmProduct.recommendQuantity,
} as const;

/** WHERE conditions of the list and export. */
export async function productWhere(db: Db, f: ProductFilters): Promise<SQL | undefined> {
  const where: SQL[] = [];
  const text = [
    [f.name, wcmProduct.nameLc],
    [f.series, wcmProduct.seriesLc],
    [f.modelName, wcmProduct.modelNameLc],
  ] as const;
  for (const [value, column] of text) {
    if (value?.trim()) where.push(sql`${column} LIKE ${likeContains(value.trim())}`);
  }
  if (f.categoryId !== undefined)
    where.push(inArray(wcmProduct.categoryId, await categoryWithChildren(db, f.categoryId)));
  if (f.auditStatus) where.push(eq(wcmProduct.auditStatus, f.auditStatus));
  if (f.listingStatus) where.push(eq(wcmProduct.listingStatus, f.listingStatus));
  if (f.recommended !== undefined) where.push(eq(wcmProduct.recommended, f.recommended));
  return where.length > 0 ? and(...where) : undefined;
}

/** Narrow list columns (no jsonb but the cover), joined with the category name. */
export function productListQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      productId: wcmProduct.productId,
      name: wcmProduct.name,
      series: wcmProduct.series,
      modelName: wcmProduct.modelName,
      categoryId: wcmProduct.categoryId,
      categoryName: wcmProductCategory.name,
      coverUrl: sql<string | null>`nullif(${wcmProduct.coverUrl}, '')`,
      priceType: wcmProduct.priceType,
      effectivePrice: wcmProduct.effectivePrice,
      recommendQuantity: wcmProduct.recommendQuantity,
      autoList: wcmProduct.autoList,
      auditStatus: wcmProduct.auditStatus,
      auditReason: wcmProduct.auditReason,
      listingStatus: wcmProduct.listingStatus,
      recommended: wcmProduct.recommended,
      version: wcmProduct.version,
      createBy: wcmProduct.createBy,
      createTime: wcmProduct.createTime,
      updateBy: wcmProduct.updateBy,
      updateTime: wcmProduct.updateTime,
    })
    .from(wcmProduct)
    .leftJoin(wcmProductCategory, eq(wcmProductCategory.categoryId, wcmProduct.categoryId))
    .where(where);
}

type ListRow = Awaited<ReturnType<typeof productListQuery>>[number];

/** A list row on the wire (contract ProductsProductListItem). */
export function listItemView(row: ListRow) {
  return {
    ...row,
    priceType: row.priceType === 'fixed' ? ('fixed' as const) : ('negotiable' as const),
    ...auditView(row),
  };
}

const hasText = (f: ProductFilters) => [f.name, f.series, f.modelName].some((v) => v?.trim());

/**
 * One page of products and the total matching the filters. Text filters match anywhere in the
 * value, so no index helps and each query scans the table: then one statement collects the
 * matching ids with the sort key once (materialised), counts them and cuts the page, and the
 * page's rows are read by id. Other filters use the indexes (page) plus a count.
 */
export async function listProducts(db: Db, filters: ProductFilters) {
  const page = pageOf(filters);
  const where = await productWhere(db, filters);
  const key = filters.orderByColumn;
  const sortColumn =
    key && Object.hasOwn(PRODUCT_SORT_COLUMNS, key)
      ? PRODUCT_SORT_COLUMNS[key as keyof typeof PRODUCT_SORT_COLUMNS]
      : undefined;
  // The id breaks ties in the same direction, so (column, product_id) indexes serve the page.
  const ascending =
    sortColumn !== undefined && (filters.isAsc === 'asc' || filters.isAsc === 'ascending');
  if (hasText(filters)) {
    const column = sortColumn ?? wcmProduct.updateTime;
    const dir = ascending ? sql`ASC` : sql`DESC`;
    const result = (await db.execute(sql`
      WITH m AS MATERIALIZED (
        SELECT ${wcmProduct.productId} AS id, ${column} AS k FROM ${wcmProduct} WHERE ${where})
      SELECT (SELECT count(*)::int FROM m) AS total,
        ARRAY(SELECT id FROM m ORDER BY k ${dir}, id ${dir}
          LIMIT ${page.pageSize} OFFSET ${page.offset}) AS ids`)) as unknown as {
      rows: Array<{ total: number; ids: number[] }>;
    };
    const { total = 0, ids = [] } = result.rows[0] ?? {};
    if (ids.length === 0) return { rows: [], total };
    const found = await productListQuery(db, inArray(wcmProduct.productId, ids));
    const byId = new Map(found.map((row) => [row.productId, row]));
    const rows = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [listItemView(row)] : [];
    });
    return { rows, total };
  }
  const order = [
    ...orderOf(filters, PRODUCT_SORT_COLUMNS, desc(wcmProduct.updateTime)),
    ascending ? asc(wcmProduct.productId) : desc(wcmProduct.productId),
  ];
  const pageRows = async () =>
    (
      await productListQuery(db, where)
        .orderBy(...order)
        .limit(page.pageSize)
        .offset(page.offset)
    ).map(listItemView);
  const countAll = async () =>
    (await db.select({ n: count() }).from(wcmProduct).where(where))[0]?.n ?? 0;
  // Skip whichever query the other makes unnecessary: a short first page is the whole
  // result, and a page past the end needs no rows.
  if (page.offset === 0) {
    const rows = await pageRows();
    return { rows, total: rows.length < page.pageSize ? rows.length : await countAll() };
  }
  const total = await countAll();
  return { rows: total > page.offset ? await pageRows() : [], total };
}

/** One product on the wire; code 500 when it does not exist. */
export async function getProduct(db: Db, productId: number) {
  const [found] = await db
    .select({
      product: wcmProduct,
      detail: wcmProductDetail,
      categoryName: wcmProductCategory.name,
    })
    .from(wcmProduct)
    .leftJoin(wcmProductDetail, eq(wcmProductDetail.productId, wcmProduct.productId))
    .leftJoin(wcmProductCategory, eq(wcmProductCategory.categoryId, wcmProduct.categoryId))
    .where(eq(wcmProduct.productId, productId));
  if (!found) refuse('products.product.notFound');
  return productView(found.product, found.detail, found.categoryName);
}

/** The form after every rule, with the description sanitised (throws the failures). */
export async function checkedForm(db: Db, fields: ProductFields): Promise<ProductForm> {
  const form = productFormOf(fields);
  const category = form.categoryId === null ? undefined : await findCategory(db, form.categoryId);
  assertValid(validateProductForm(form, category));
  await assertFaqIds(db, form.faqIds);
  return { ...form, description: sanitizeRichText(form.description, 'full') };
}

/** The product columns of a saved form: it goes (back) to review, pending and delisted. */
const pendingReview = (form: ProductForm) => ({
  ...productMainColumnsOf(form),
  auditStatus: AUDIT.PENDING,
  listingStatus: LISTING.DELISTED,
});

/**
 * Inserts a validated form as a new product pending review; returns id and version. Call it
 * inside a transaction (two tables).
 */
export async function insertProduct(db: Db, form: ProductForm, userName: string) {
  const [row] = await db
    .insert(wcmProduct)
    .values({ ...pendingReview(form), version: 1, ...createdBy(userName) })
    .returning({ productId: wcmProduct.productId, version: wcmProduct.version });
  const saved = row as { productId: number; version: number };
  await db
    .insert(wcmProductDetail)
    .values({ productId: saved.productId, ...productDetailColumnsOf(form) });
  return saved;
}

/**
 * Replaces the form of a product read at `version` and sends it back to review (pending,
 * delisted); code 409 when the version is stale. Returns id and the new version. Call it
 * inside a transaction (two tables).
 */
export async function updateProduct(
  db: Db,
  productId: number,
  version: number,
  form: ProductForm,
  userName: string,
) {
  const [row] = await db
    .update(wcmProduct)
    .set({
      ...pendingReview(form),
      auditReason: '',
      version: sql`${wcmProduct.version} + 1`,
      updateBy: userName,
      updateTime: new Date(),
    })
    .where(and(eq(wcmProduct.productId, productId), eq(wcmProduct.version, version)))
    .returning({ productId: wcmProduct.productId, version: wcmProduct.version });
  if (row) {
    const detail = productDetailColumnsOf(form);
    await db
      .insert(wcmProductDetail)
      .values({ productId, ...detail })
      .onConflictDoUpdate({ target: wcmProductDetail.productId, set: detail });
    return row;
  }
  const [exists] = await db
    .select({ id: wcmProduct.productId })
    .from(wcmProduct)
    .where(eq(wcmProduct.productId, productId));
  return exists ? conflict('products.product.conflict') : refuse('products.product.notFound');
}

/** Adds a product (rules first). */
export async function addProduct(db: Db, fields: ProductFields, userName: string) {
  const form = await checkedForm(db, fields);
  return db.transaction((tx) => insertProduct(tx, form, userName));
}

/** Edits a product with optimistic locking (stale version → 409 before the rules run). */
export async function editProduct(db: Db, fields: ProductFields, userName: string) {
  const productId = fields.productId ?? 0;
  const [current] = await db
    .select({ version: wcmProduct.version })
    .from(wcmProduct)
    .where(eq(wcmProduct.productId, productId));
  if (!current) refuse('products.product.notFound');
  if (current.version !== fields.version) conflict('products.product.conflict');
  const form = await checkedForm(db, fields);
  return db.transaction((tx) => updateProduct(tx, productId, current.version, form, userName));
}

/** Parses a `3,5,8` path segment (the contract's pattern guarantees digits and commas). */
export function idsOf(text: string): number[] {
  return [...new Set(text.split(',').map(Number))];
}

/** Deletes products; code 500 when none of them exists. */
export async function deleteProducts(db: Db, ids: number[]) {
  await deleteByIds(db, wcmProduct, wcmProduct.productId, ids, 'products.product.notFound');
}
