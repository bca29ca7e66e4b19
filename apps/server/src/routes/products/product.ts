import type { FastifyInstance } from 'fastify';
import {
  addProduct,
  deleteProducts,
  editProduct,
  getProduct,
  listProducts,
} from '../../services/products/products';
import { recordRoutes } from './form-routes';
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
  recordRoutes(app, productArea.on(app), 'productId', {
    list: listProducts,
    get: getProduct,
    add: addProduct,
    edit: editProduct,
    remove: deleteProducts,
  });
}
