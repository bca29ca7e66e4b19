import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sysDictData } from '../../db/schema';
import { formatDateTime } from '../../lib/date-format';
import type { KvStore } from '../../plugins/kv';

export type DictDataRow = typeof sysDictData.$inferSelect;

/** Same key prefix as RuoYi's cache so the cache monitor can list it. */
export const dictCacheKey = (dictType: string) => `sys_dict:${dictType}`;

/** SysDictData as on the wire (the shape of GET /system/dict/data/type/{dictType}). */
export function dictDataView(row: DictDataRow) {
  return {
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
  };
}

/** Rebuilds the cached entries of one dictionary type (removed when it has no enabled entry). */
export async function refreshDictType(db: Db, kv: KvStore, dictType: string): Promise<void> {
  const rows = await db
    .select()
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, '0')))
    .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
  if (rows.length === 0) await kv.delete(dictCacheKey(dictType));
  else await kv.set(dictCacheKey(dictType), JSON.stringify(rows.map(dictDataView)));
}

/** Clears every `sys_dict:` key and loads all enabled entries again (RuoYi resetDictCache). */
export async function reloadDictCache(db: Db, kv: KvStore): Promise<void> {
  for (const key of await kv.keys(dictCacheKey(''))) await kv.delete(key);
  const rows = await db
    .select()
    .from(sysDictData)
    .where(eq(sysDictData.status, '0'))
    .orderBy(asc(sysDictData.dictType), asc(sysDictData.dictSort), asc(sysDictData.dictCode));
  const byType = new Map<string, DictDataRow[]>();
  for (const row of rows) byType.set(row.dictType, [...(byType.get(row.dictType) ?? []), row]);
  for (const [type, list] of byType)
    await kv.set(dictCacheKey(type), JSON.stringify(list.map(dictDataView)));
}
