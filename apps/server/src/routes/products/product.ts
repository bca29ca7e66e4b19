import type { FastifyInstance } from 'fastify';
import { tableData } from '../../lib/paging';
import { tr } from '../../i18n/messages';
import { requestSchema } from '../../plugins/contract';
import {
  addProduct,
  deleteProducts,
  editProduct,
  getProduct,
  idsOf,
  listProducts,
  type ProductFilters,
} from '../../services/products/products';
import type { ProductFields } from '../../services/products/types';
import { operator, success } from './reply';

/** Operation-log module name of product changes. */
export const PRODUCT_LOG_TITLE = '产品管理';

/** /brand/product: list, get, add, edit (optimistic version), delete. */
export async function productRoutes(app: FastifyInstance) {
  const schema = (method: string, path: string) => requestSchema(app.openapi, method, path);

  app.get<{ Querystring: ProductFilters }>(
    '/brand/product/list',
    {
      schema: schema('get', '/brand/product/list'),
      config: { auth: { permission: 'brand:product:list' } },
    },
    async (request) => {
      const { rows, total } = await listProducts(app.db, request.query);
      return tableData(rows, total, tr(request, 'success'));
    },
  );

  app.get<{ Params: { productId: number } }>(
    '/brand/product/:productId',
    {
      schema: schema('get', '/brand/product/{productId}'),
      config: { auth: { permission: 'brand:product:query' } },
    },
    async (request) => success(request, await getProduct(app.db, request.params.productId)),
  );

  app.post<{ Body: ProductFields }>(
    '/brand/product',
    {
      schema: schema('post', '/brand/product'),
      config: {
        auth: { permission: 'brand:product:add' },
        operLog: { title: PRODUCT_LOG_TITLE, businessType: 'INSERT' },
      },
    },
    async (request) => success(request, await addProduct(app.db, request.body, operator(request))),
  );

  app.put<{ Body: ProductFields }>(
    '/brand/product',
    {
      schema: schema('put', '/brand/product'),
      config: {
        auth: { permission: 'brand:product:edit' },
        operLog: { title: PRODUCT_LOG_TITLE, businessType: 'UPDATE' },
      },
    },
    async (request) => success(request, await editProduct(app.db, request.body, operator(request))),
  );

  app.delete<{ Params: { productId: string } }>(
    '/brand/product/:productId',
    {
      schema: schema('delete', '/brand/product/{productId}'),
      config: {
        auth: { permission: 'brand:product:remove' },
        operLog: { title: PRODUCT_LOG_TITLE, businessType: 'DELETE' },
      },
    },
    async (request) => {
      await deleteProducts(app.db, idsOf(request.params.productId));
      return success(request);
    },
  );
}
