import type { FastifyInstance } from 'fastify';
import { requestSchema } from '../../plugins/contract';
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

const TITLE = '产品分类';

/** /brand/category: list, get, add, edit, delete (601 while in use), sort. */
export async function categoryRoutes(app: FastifyInstance) {
  const schema = (method: string, path: string) => requestSchema(app.openapi, method, path);

  app.get<{ Querystring: { name?: string; visible?: boolean } }>(
    '/brand/category/list',
    {
      schema: schema('get', '/brand/category/list'),
      config: { auth: { permission: 'brand:category:list' } },
    },
    async (request) => success(request, await listCategories(app.db, request.query)),
  );

  app.get<{ Params: { categoryId: number } }>(
    '/brand/category/:categoryId',
    {
      schema: schema('get', '/brand/category/{categoryId}'),
      config: { auth: { permission: 'brand:category:query' } },
    },
    async (request) => success(request, await getCategory(app.db, request.params.categoryId)),
  );

  app.post<{ Body: CategoryFields }>(
    '/brand/category',
    {
      schema: schema('post', '/brand/category'),
      config: {
        auth: { permission: 'brand:category:add' },
        operLog: { title: TITLE, businessType: 'INSERT' },
      },
    },
    async (request) => success(request, await addCategory(app.db, request.body, operator(request))),
  );

  app.put<{ Body: CategoryFields }>(
    '/brand/category',
    {
      schema: schema('put', '/brand/category'),
      config: {
        auth: { permission: 'brand:category:edit' },
        operLog: { title: TITLE, businessType: 'UPDATE' },
      },
    },
    async (request) =>
      success(request, await editCategory(app.db, request.body, operator(request))),
  );

  app.put<{ Body: { items: Array<{ categoryId: number; sort: number | null }> } }>(
    '/brand/category/sort',
    {
      schema: schema('put', '/brand/category/sort'),
      config: {
        auth: { permission: 'brand:category:edit' },
        operLog: { title: TITLE, businessType: 'UPDATE' },
      },
    },
    async (request) => {
      await sortCategories(app.db, request.body.items, operator(request));
      return success(request);
    },
  );

  app.delete<{ Params: { categoryId: number } }>(
    '/brand/category/:categoryId',
    {
      schema: schema('delete', '/brand/category/{categoryId}'),
      config: {
        auth: { permission: 'brand:category:remove' },
        operLog: { title: TITLE, businessType: 'DELETE' },
      },
    },
    async (request) => {
      await deleteCategory(app.db, request.params.categoryId);
      return success(request);
    },
  );
}
