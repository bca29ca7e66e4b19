import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sysDictData } from '../../db/schema';
import { type Lang, pickText } from '../../i18n/messages';
import { formatDateTime } from '../../lib/date-format';
import type { KvStore } from '../../plugins/kv';

export type DictDataRow = typeof sysDictData.$inferSelect;

const LANGS: readonly Lang[] = ['zh-CN', 'en', 'fr'];

/**
 * Cache key of one dictionary type's enabled entries in one language: RuoYi's `sys_dict:<type>`
 * for zh-CN (so RuoYi tools read the same value), `sys_dict:<type>:en` / `:fr` for the others
 * (a dictionary type never holds a colon).
 */
export const dictCacheKey = (dictType: string, lang: Lang = 'zh-CN') =>
  lang === 'zh-CN' ? `sys_dict:${dictType}` : `sys_dict:${dictType}:${lang}`;

/** SysDictData as on the wire (GET /system/dict/data/type/{dictType}), the label in `lang`. */
export function dictEntryView(row: DictDataRow, lang: Lang) {
  return {
    dictCode: row.dictCode,
    dictSort: row.dictSort,
    dictLabel: pickText(lang, row.dictLabel, row.dictLabelEn, row.dictLabelFr),
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

/**
 * SysDictData for the administration pages: `dictLabel` in `lang` (zh-CN, RuoYi's stored value,
 * by default, as the edit form needs it) plus both translations as stored.
 */
export function dictDataView(row: DictDataRow, lang: Lang = 'zh-CN') {
  return {
    ...dictEntryView(row, lang),
    dictLabelEn: row.dictLabelEn,
    dictLabelFr: row.dictLabelFr,
  };
}

async function enabledEntries(db: Db, dictType: string): Promise<DictDataRow[]> {
  return db
    .select()
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, '0')))
    .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
}

async function cacheType(kv: KvStore, dictType: string, rows: DictDataRow[]): Promise<void> {
  for (const lang of LANGS) {
    if (rows.length === 0) await kv.delete(dictCacheKey(dictType, lang));
    else
      await kv.set(
        dictCacheKey(dictType, lang),
        JSON.stringify(rows.map((row) => dictEntryView(row, lang))),
      );
  }
}

/** Enabled entries of a type in `lang`, from the cache or the database (then cached). */
export async function dictEntries(db: Db, kv: KvStore, dictType: string, lang: Lang) {
  const cached = await kv.get(dictCacheKey(dictType, lang));
  if (cached !== undefined) return JSON.parse(cached) as ReturnType<typeof dictEntryView>[];
  const rows = await enabledEntries(db, dictType);
  const data = rows.map((row) => dictEntryView(row, lang));
  // Unknown types are not cached, so a later insert shows up without a cache flush.
  if (data.length > 0) await kv.set(dictCacheKey(dictType, lang), JSON.stringify(data));
  return data;
}

/**
 * `value → label` of a type's enabled entries in `lang` (zh-CN by default, the stored label):
 * what an export writes for a column read through a dictionary (RuoYi `@Excel(dictType)`).
 */
export async function dictLabels(
  db: Db,
  kv: KvStore,
  dictType: string,
  lang: Lang = 'zh-CN',
): Promise<Record<string, string>> {
  const entries = await dictEntries(db, kv, dictType, lang);
  return Object.fromEntries(entries.map((entry) => [entry.dictValue, entry.dictLabel]));
}

/** Rebuilds the cached entries of one dictionary type in every language (removed when none is enabled). */
export async function refreshDictType(db: Db, kv: KvStore, dictType: string): Promise<void> {
  await cacheType(kv, dictType, await enabledEntries(db, dictType));
}

/** Clears every `sys_dict:` key and loads all enabled entries again (RuoYi resetDictCache). */
export async function reloadDictCache(db: Db, kv: KvStore): Promise<void> {
  for (const key of await kv.keys('sys_dict:')) await kv.delete(key);
  const rows = await db
    .select()
    .from(sysDictData)
    .where(eq(sysDictData.status, '0'))
    .orderBy(asc(sysDictData.dictType), asc(sysDictData.dictSort), asc(sysDictData.dictCode));
  const byType = new Map<string, DictDataRow[]>();
  for (const row of rows) byType.set(row.dictType, [...(byType.get(row.dictType) ?? []), row]);
  for (const [type, list] of byType) await cacheType(kv, type, list);
}
