import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysDictData } from '../../db/schema';
import { tr } from '../../i18n/messages';
import { requestSchema } from '../../plugins/contract';
import { dictCacheKey, dictDataView } from '../../services/admin/dict-cache';

export { dictCacheKey } from '../../services/admin/dict-cache';

const DICT_PATH = '/system/dict/data/type/{dictType}';

export async function dictDataRoutes(app: FastifyInstance) {
  app.get<{ Params: { dictType: string } }>(
    '/system/dict/data/type/:dictType',
    { schema: requestSchema(app.openapi, 'get', DICT_PATH), config: { auth: 'authenticated' } },
    async (request) => {
      const { dictType } = request.params;
      const cached = await app.kv.get(dictCacheKey(dictType));
      if (cached !== undefined)
        return { code: 200, msg: tr(request, 'success'), data: JSON.parse(cached) as unknown };
      const rows = await app.db
        .select()
        .from(sysDictData)
        .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, '0')))
        .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
      const data = rows.map(dictDataView);
      // Unknown types are not cached, so a later insert shows up without a cache flush.
      if (data.length > 0) await app.kv.set(dictCacheKey(dictType), JSON.stringify(data));
      return { code: 200, msg: tr(request, 'success'), data };
    },
  );
}
