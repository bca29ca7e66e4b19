import type { FastifyInstance } from 'fastify';
import {
  addCategory,
  deleteCategory,
  editCategory,
  getCategory,
  listCategories,
  sortCategories,
} from '../../services/products/categories';
import { formRoutes } from './form-routes';
import { success } from './reply';
import { defineRoutes } from '../../resources';
import { operatorName } from '../../services/org/context';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({
  path: '/brand/category',
  permission: 'brand:category',
  title: '产品分类',
});

/** /brand/category: list, get, add, edit, delete (601 while in use), sort. */
export async function categoryRoutes(app: FastifyInstance) {
  const routes = area.on(app);
  routes.get<{ Querystring: { name?: string; visible?: boolean } }>(
    '/list',
    'list',
    async (request) => success(request, await listCategories(app.db, request.query)),
  );

  formRoutes(app, routes, 'categoryId', { get: getCategory, add: addCategory, edit: editCategory });

  routes.put<{ Body: { items: Array<{ categoryId: number; sort: number | null }> } }>(
    '/sort',
    { auth: 'edit', log: 'UPDATE' },
    async (request) => {
      await sortCategories(app.db, request.body.items, operatorName(request));
      return success(request);
    },
  );

  routes.delete<{ Params: { categoryId: number } }>(
    '/{categoryId}',
    { auth: 'remove', log: 'DELETE' },
    async (request) => {
      await deleteCategory(app.db, request.params.categoryId);
      return success(request);
    },
  );
}
