import type { FastifyInstance } from 'fastify';
import {
  addCategory,
  deleteCategory,
  editCategory,
  getCategory,
  listCategories,
  sortCategories,
} from '../../services/products/categories';
import type { CategoryFields } from '../../services/products/types';
import { operator, success } from './reply';
import { defineRoutes } from '../../resources';

const TITLE = '产品分类';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({ path: '/brand/category', permission: 'brand:category', title: TITLE });

/** /brand/category: list, get, add, edit, delete (601 while in use), sort. */
export async function categoryRoutes(app: FastifyInstance) {
  const routes = area.on(app);
  routes.get<{ Querystring: { name?: string; visible?: boolean } }>(
    '/list',
    'list',
    async (request) => success(request, await listCategories(app.db, request.query)),
  );

  routes.get<{ Params: { categoryId: number } }>('/{categoryId}', 'query', async (request) =>
    success(request, await getCategory(app.db, request.params.categoryId)),
  );

  routes.post<{ Body: CategoryFields }>('', { auth: 'add', log: 'INSERT' }, async (request) =>
    success(request, await addCategory(app.db, request.body, operator(request))),
  );

  routes.put<{ Body: CategoryFields }>('', { auth: 'edit', log: 'UPDATE' }, async (request) =>
    success(request, await editCategory(app.db, request.body, operator(request))),
  );

  routes.put<{ Body: { items: Array<{ categoryId: number; sort: number | null }> } }>(
    '/sort',
    { auth: 'edit', log: 'UPDATE' },
    async (request) => {
      await sortCategories(app.db, request.body.items, operator(request));
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
