import type { FastifyInstance } from 'fastify';
import {
  addDraft,
  deleteDrafts,
  editDraft,
  getDraft,
  listDrafts,
  publishDraft,
} from '../../services/products/drafts';
import { recordRoutes } from './form-routes';
import { success } from './reply';
import { defineRoutes } from '../../resources';
import { operatorName } from '../../services/org/context';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({
  path: '/drafts/product',
  permission: 'drafts:product',
  title: '产品草稿',
});

/** /drafts/product: list, get, add, edit (idempotent autosave), delete, publish. */
export async function draftRoutes(app: FastifyInstance) {
  const routes = area.on(app);
  recordRoutes(app, routes, 'draftId', {
    list: listDrafts,
    get: getDraft,
    add: addDraft,
    edit: editDraft,
    remove: deleteDrafts,
  });

  routes.post<{ Params: { draftId: number } }>(
    '/{draftId}/publish',
    { auth: 'edit', log: 'INSERT' },
    async (request) =>
      success(request, await publishDraft(app.db, request.params.draftId, operatorName(request))),
  );
}
