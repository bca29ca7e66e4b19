import type { FastifyInstance } from 'fastify';
import { tr } from '../../i18n/messages';
import { tableData } from '../../lib/paging';
import { requestSchema } from '../../plugins/contract';
import {
  addDraft,
  deleteDrafts,
  type DraftBody,
  editDraft,
  getDraft,
  listDrafts,
  publishDraft,
} from '../../services/products/drafts';
import { idsOf } from '../../services/products/products';
import { operator, success } from './reply';

const TITLE = '产品草稿';

/** /drafts/product: list, get, add, edit (idempotent autosave), delete, publish. */
export async function draftRoutes(app: FastifyInstance) {
  const schema = (method: string, path: string) => requestSchema(app.openapi, method, path);

  app.get<{ Querystring: { name?: string; pageNum?: number; pageSize?: number } }>(
    '/drafts/product/list',
    {
      schema: schema('get', '/drafts/product/list'),
      config: { auth: { permission: 'drafts:product:list' } },
    },
    async (request) => {
      const { rows, total } = await listDrafts(app.db, request.query);
      return tableData(rows, total, tr(request, 'success'));
    },
  );

  app.get<{ Params: { draftId: number } }>(
    '/drafts/product/:draftId',
    {
      schema: schema('get', '/drafts/product/{draftId}'),
      config: { auth: { permission: 'drafts:product:query' } },
    },
    async (request) => success(request, await getDraft(app.db, request.params.draftId)),
  );

  app.post<{ Body: DraftBody }>(
    '/drafts/product',
    {
      schema: schema('post', '/drafts/product'),
      config: {
        auth: { permission: 'drafts:product:add' },
        operLog: { title: TITLE, businessType: 'INSERT' },
      },
    },
    async (request) => success(request, await addDraft(app.db, request.body, operator(request))),
  );

  app.put<{ Body: DraftBody }>(
    '/drafts/product',
    {
      schema: schema('put', '/drafts/product'),
      config: {
        auth: { permission: 'drafts:product:edit' },
        operLog: { title: TITLE, businessType: 'UPDATE' },
      },
    },
    async (request) => success(request, await editDraft(app.db, request.body, operator(request))),
  );

  app.delete<{ Params: { draftId: string } }>(
    '/drafts/product/:draftId',
    {
      schema: schema('delete', '/drafts/product/{draftId}'),
      config: {
        auth: { permission: 'drafts:product:remove' },
        operLog: { title: TITLE, businessType: 'DELETE' },
      },
    },
    async (request) => {
      await deleteDrafts(app.db, idsOf(request.params.draftId));
      return success(request);
    },
  );

  app.post<{ Params: { draftId: number } }>(
    '/drafts/product/:draftId/publish',
    {
      schema: schema('post', '/drafts/product/{draftId}/publish'),
      config: {
        auth: { permission: 'drafts:product:edit' },
        operLog: { title: TITLE, businessType: 'INSERT' },
      },
    },
    async (request) =>
      success(request, await publishDraft(app.db, request.params.draftId, operator(request))),
  );
}
