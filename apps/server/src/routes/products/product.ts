import type { FastifyInstance } from 'fastify';
import { tableData } from '../../lib/paging';
import { tr } from '../../i18n/messages';
import {
  addProduct,
  deleteProducts,
  editProduct,
  getProduct,
  idsOf,
  listProducts,
  type ProductFilters,
} from '../../services/products/products';
import { formRoutes } from './form-routes';
import { success } from './reply';
import { defineRoutes } from '../../resources';

/** Operation-log module name of product changes. */
export const PRODUCT_LOG_TITLE = '产品管理';

/** Where the product routes stand (contract path, permission prefix, log title). */
export const productArea = defineRoutes({
  path: '/brand/product',
  permission: 'brand:product',
  title: PRODUCT_LOG_TITLE,
});

/** /brand/product: list, get, add, edit (optimistic version), delete. */
export async function productRoutes(app: FastifyInstance) {
  const routes = productArea.on(app);
  routes.get<{ Querystring: ProductFilters }>('/list', 'list', async (request) => {
    const { rows, total } = await listProducts(app.db, request.query);
    return tableData(rows, total, tr(request, 'success'));
  });

  formRoutes(app, routes, 'productId', { get: getProduct, add: addProduct, edit: editProduct });

  routes.delete<{ Params: { productId: string } }>(
    '/{productId}',
    { auth: 'remove', log: 'DELETE' },
    async (request) => {
      await deleteProducts(app.db, idsOf(request.params.productId));
      return success(request);
    },
  );
}
