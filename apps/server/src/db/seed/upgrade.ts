import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { sysDictData, sysMenu } from '../schema';
import { dictData } from './base-data';
import { menuTitleColumns } from './menu-row';
import { dictionaryLabels } from '../../resources/seed';
import { PRODUCT_DICTIONARIES } from './products';

// Idempotent steps that bring a database seeded by an earlier release up to date. Each step
// changes only rows still as seeded, so staff edits are kept; on a fresh database they find
// nothing to do.

/** Our monitor/data page was at path `data`: its route name `Data` hid RuoYi clients' dict-data route. */
async function renameMonitorDataRoute(db: Db): Promise<void> {
  await db
    .update(sysMenu)
    .set({ path: 'database', routeName: 'MonitorDatabase' })
    .where(
      and(
        eq(sysMenu.component, 'monitor/data/index'),
        eq(sysMenu.path, 'data'),
        inArray(sysMenu.routeName, ['', 'Data']),
      ),
    );
}

/** English and French titles for menus whose zh-CN name is a seeded one and that have none. */
async function fillMenuTitles(db: Db): Promise<void> {
  const untranslated = await db
    .select({ menuId: sysMenu.menuId, menuName: sysMenu.menuName })
    .from(sysMenu)
    .where(and(eq(sysMenu.menuNameEn, ''), eq(sysMenu.menuNameFr, '')));
  for (const row of untranslated) {
    const titles = menuTitleColumns(row.menuName);
    if (titles.menuNameEn === '') continue;
    await db.update(sysMenu).set(titles).where(eq(sysMenu.menuId, row.menuId));
  }
}

/** Every seeded dictionary entry: type, value, zh-CN, English and French label. */
export function seededDictLabels(): Array<{
  type: string;
  value: string;
  zh: string;
  en: string;
  fr: string;
}> {
  return [
    ...dictData.map((d) => ({
      type: d.dictType ?? '',
      value: d.dictValue ?? '',
      zh: d.dictLabel ?? '',
      en: d.dictLabelEn ?? '',
      fr: d.dictLabelFr ?? '',
    })),
    ...dictionaryLabels(PRODUCT_DICTIONARIES),
  ];
}

/** English and French labels for dictionary entries still holding their seeded zh-CN label. */
async function fillDictLabels(db: Db): Promise<void> {
  const untranslated = await db
    .select({
      dictCode: sysDictData.dictCode,
      dictType: sysDictData.dictType,
      dictValue: sysDictData.dictValue,
      dictLabel: sysDictData.dictLabel,
    })
    .from(sysDictData)
    .where(and(eq(sysDictData.dictLabelEn, ''), eq(sysDictData.dictLabelFr, '')));
  if (untranslated.length === 0) return;
  const seeded = new Map(seededDictLabels().map((d) => [`${d.type}\n${d.value}\n${d.zh}`, d]));
  for (const row of untranslated) {
    const match = seeded.get(`${row.dictType}\n${row.dictValue}\n${row.dictLabel}`);
    if (!match) continue;
    await db
      .update(sysDictData)
      .set({ dictLabelEn: match.en, dictLabelFr: match.fr })
      .where(eq(sysDictData.dictCode, row.dictCode));
  }
}

/** Runs every upgrade step (each start; cheap when there is nothing to do). */
export async function upgradeSeededRows(db: Db): Promise<void> {
  await renameMonitorDataRoute(db);
  await fillMenuTitles(db);
  await fillDictLabels(db);
}
