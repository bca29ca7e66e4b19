import type { FastifyInstance } from 'fastify';
import { langOf, tr } from '../../i18n/messages';
import { requestSchema } from '../../plugins/contract';
import { dictEntries } from '../../services/admin/dict-cache';

const DICT_PATH = '/system/dict/data/type/{dictType}';
/** Cache keys per type and language (kept here too: tests and older imports use this path). */
export { dictCacheKey } from '../../services/admin/dict-cache';

export async function dictDataRoutes(app: FastifyInstance) {
  // Labels follow Accept-Language; RuoYi clients (none sent, or zh-CN) get the zh-CN labels.
  app.get<{ Params: { dictType: string } }>(
    '/system/dict/data/type/:dictType',
    { schema: requestSchema(app.openapi, 'get', DICT_PATH), config: { auth: 'authenticated' } },
    async (request) => ({
      code: 200,
      msg: tr(request, 'success'),
      data: await dictEntries(app.db, app.kv, request.params.dictType, langOf(request)),
    }),
  );
}
