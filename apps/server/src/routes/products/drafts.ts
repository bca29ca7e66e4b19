import type { FastifyInstance } from 'fastify';
import { tr } from '../../i18n/messages';
import { tableData } from '../../lib/paging';
import {
  addDraft,
  deleteDrafts,
  editDraft,
  getDraft,
  listDrafts,
  publishDraft,
} from '../../services/products/drafts';
import { idsOf } from '../../services/products/products';
import { formRoutes } from './form-routes';
import { operator, success } from './reply';
import { defineRoutes } from '../../resources';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({
  path: '/drafts/product',
  permission: 'drafts:product',
  title: '产品草稿',
});

/** /drafts/product: list, get, add, edit (idempotent autosave), delete, publish. */
export async function draftRoutes(app: FastifyInstance) {
  const routes = area.on(app);
  routes.get<{ Querystring: { name?: string; pageNum?: number; pageSize?: number } }>(
    '/list',
    'list',
    async (request) => {
      const { rows, total } = await listDrafts(app.db, request.query);
      return tableData(rows, total, tr(request, 'success'));
    },
  );

  formRoutes(app, routes, 'draftId', { get: getDraft, add: addDraft, edit: editDraft });

  routes.delete<{ Params: { draftId: string } }>(
    '/{draftId}',
    { auth: 'remove', log: 'DELETE' },
    async (request) => {
      await deleteDrafts(app.db, idsOf(request.params.draftId));
      return success(request);
    },
  );

  routes.post<{ Params: { draftId: number } }>(
    '/{draftId}/publish',
    { auth: 'edit', log: 'INSERT' },
    async (request) =>
      success(request, await publishDraft(app.db, request.params.draftId, operator(request))),
  );
}
