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
import type { ProductFields } from '../../services/products/types';
import { operator, success } from './reply';
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

  routes.get<{ Params: { productId: number } }>('/{productId}', 'query', async (request) =>
    success(request, await getProduct(app.db, request.params.productId)),
  );

  routes.post<{ Body: ProductFields }>('', { auth: 'add', log: 'INSERT' }, async (request) =>
    success(request, await addProduct(app.db, request.body, operator(request))),
  );

  routes.put<{ Body: ProductFields }>('', { auth: 'edit', log: 'UPDATE' }, async (request) =>
    success(request, await editProduct(app.db, request.body, operator(request))),
  );

  routes.delete<{ Params: { productId: string } }>(
    '/{productId}',
    { auth: 'remove', log: 'DELETE' },
    async (request) => {
      await deleteProducts(app.db, idsOf(request.params.productId));
      return success(request);
    },
  );
}
