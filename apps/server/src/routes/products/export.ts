import { and, asc, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { wcmProduct } from '../../db/schema';
import { type MessageKey, tr } from '../../i18n/messages';
import { requestSchema } from '../../plugins/contract';
import { sendXlsx, type XlsxColumn } from '../../services/excel/index';
import {
  listItemView,
  type ProductFilters,
  productListQuery,
  productWhere,
} from '../../services/products/products';
import { PRODUCT_LOG_TITLE } from './product';

/** Filters as posted (contract ProductsFilterForm: strings, already checked by the schema). */
type FilterForm = Partial<Record<keyof ProductFilters, string>>;

/** The list filters from the posted strings (empty strings mean "no filter"). */
export function filtersOfForm(form: FilterForm | undefined): ProductFilters {
  const f = form ?? {};
  const text = (value: string | undefined) => (value ? value : undefined);
  return {
    name: text(f.name),
    series: text(f.series),
    modelName: text(f.modelName),
    categoryId: f.categoryId ? Number(f.categoryId) : undefined,
    auditStatus: text(f.auditStatus),
    listingStatus: text(f.listingStatus),
    recommended: f.recommended ? f.recommended === 'true' : undefined,
  };
}

const BATCH = 1000;

/** Every matching product, read in id order a batch at a time (keyset paging). */
async function* exportRows(db: Db, filters: ProductFilters) {
  const where = await productWhere(db, filters);
  let after = 0;
  for (;;) {
    const batch = await productListQuery(db, and(where, gt(wcmProduct.productId, after)))
      .orderBy(asc(wcmProduct.productId))
      .limit(BATCH);
    for (const row of batch) yield listItemView(row);
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return;
    after = last.productId;
  }
}

/** POST /brand/product/export: the filtered products as an xlsx workbook. */
export async function productExportRoutes(app: FastifyInstance) {
  app.post<{ Body: FilterForm | undefined }>(
    '/brand/product/export',
    {
      schema: requestSchema(app.openapi, 'post', '/brand/product/export'),
      config: {
        auth: { permission: 'brand:product:export' },
        operLog: { title: PRODUCT_LOG_TITLE, businessType: 'EXPORT' },
      },
    },
    async (request, reply) => {
      const filters = filtersOfForm(request.body);
      // Ten digits pass the form's pattern; past int4 no category has that id. Refused here,
      // before the workbook starts streaming (a database error then could only cut the answer).
      if (filters.categoryId !== undefined && filters.categoryId > 2_147_483_647)
        return reply.code(400).send({ code: 400, msg: tr(request, 'request.invalid') });
      const header = (key: MessageKey) => tr(request, key);
      const columns: XlsxColumn[] = [
        { header: header('products.export.productId'), key: 'productId' },
        { header: header('products.export.name'), key: 'name', width: 40 },
        { header: header('products.export.series'), key: 'series' },
        { header: header('products.export.modelName'), key: 'modelName' },
        { header: header('products.export.category'), key: 'categoryName' },
        { header: header('products.export.price'), key: 'effectivePrice' },
        {
          header: header('products.export.auditStatus'),
          key: 'auditStatus',
          dict: {
            '0': header('products.audit.pending'),
            '1': header('products.audit.approved'),
            '2': header('products.audit.rejected'),
          },
        },
        {
          header: header('products.export.listingStatus'),
          key: 'listingStatus',
          dict: {
            '0': header('products.listing.delisted'),
            '1': header('products.listing.listed'),
          },
        },
        {
          header: header('products.export.recommended'),
          key: 'recommended',
          dict: { true: '✓', false: '' },
        },
        { header: header('products.export.createTime'), key: 'createTime', width: 20 },
        { header: header('products.export.updateTime'), key: 'updateTime', width: 20 },
      ];
      return sendXlsx(reply, {
        fileName: `product_${Date.now()}.xlsx`,
        sheetName: header('products.export.sheet'),
        columns,
        rows: exportRows(app.db, filters),
      });
    },
  );
}
