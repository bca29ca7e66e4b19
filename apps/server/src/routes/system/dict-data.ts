import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysDictData } from '../../db/schema';
import { tr } from '../../i18n/messages';
import { formatDateTime } from '../../lib/date-format';
import { requestSchema } from '../../plugins/contract';

const DICT_PATH = '/system/dict/data/type/{dictType}';
/** Same key prefix as RuoYi's cache so the cache monitor can list it. */
export const dictCacheKey = (dictType: string) => `sys_dict:${dictType}`;

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
      const data = rows.map((row) => ({
        dictCode: row.dictCode,
        dictSort: row.dictSort,
        dictLabel: row.dictLabel,
        dictValue: row.dictValue,
        dictType: row.dictType,
        cssClass: row.cssClass,
        listClass: row.listClass,
        isDefault: row.isDefault,
        status: row.status,
        default: row.isDefault === 'Y',
        createBy: row.createBy,
        createTime: formatDateTime(row.createTime),
        remark: row.remark,
      }));
      // Unknown types are not cached, so a later insert shows up without a cache flush.
      if (data.length > 0) await app.kv.set(dictCacheKey(dictType), JSON.stringify(data));
      return { code: 200, msg: tr(request, 'success'), data };
    },
  );
}
