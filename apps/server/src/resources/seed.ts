import { count, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { sysDictData, sysDictType, sysJob, sysMenu, sysRoleMenu } from '../db/schema';
import { type MenuSpec, toMenuRows } from '../db/seed/menu-row';

/** Whether `table` has no row yet: demo rows go only into empty tables. */
export async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** A dictionary type with its entries, as an area's seed declares it. */
export interface DictionarySeed {
  dictType: string;
  dictName: string;
  remark?: string;
  /**
   * `[zh-CN label, value, listClass, isDefault, English label, French label]` in display order
   * (dictSort 1, 2, …); labels are stored per language and answered by Accept-Language.
   */
  data: ReadonlyArray<readonly [string, string, string, 'Y' | 'N', string, string]>;
}

/** The items whose key is not yet a value of `column`: what an idempotent seed still adds. */
async function notYetIn<I>(
  db: Db,
  column: AnyPgColumn,
  items: readonly I[],
  keyOf: (item: I) => string | number,
): Promise<I[]> {
  if (items.length === 0) return [];
  const present = await db
    .select({ key: column })
    .from(column.table as PgTable)
    .where(inArray(column, items.map(keyOf)));
  const have = new Set(present.map((row) => row.key));
  return items.filter((item) => !have.has(keyOf(item)));
}

/** Every entry of `dictionaries` with its labels (upgrade steps fill translations from this). */
export function dictionaryLabels(dictionaries: readonly DictionarySeed[]) {
  return dictionaries.flatMap(({ dictType, data }) =>
    data.map(([zh, value, , , en, fr]) => ({ type: dictType, value, zh, en, fr })),
  );
}

/**
 * Adds the dictionary types (with their entries) that the database does not have yet, so an area
 * released later gets them on an existing database too (the base seed runs only on a first
 * start). Types already present are left as the administrators changed them. Returns how many
 * types were added.
 */
export async function ensureDictionaries(
  db: Db,
  dictionaries: readonly DictionarySeed[],
): Promise<number> {
  const missing = await notYetIn(db, sysDictType.dictType, dictionaries, (d) => d.dictType);
  for (const { dictType, dictName, remark, data } of missing) {
    await db.transaction(async (tx) => {
      await tx
        .insert(sysDictType)
        .values({ dictType, dictName, remark: remark ?? null, status: '0', createBy: 'admin' });
      if (data.length === 0) return;
      await tx.insert(sysDictData).values(
        data.map(
          ([dictLabel, dictValue, listClass, isDefault, dictLabelEn, dictLabelFr], index) => ({
            dictType,
            dictSort: index + 1,
            dictLabel,
            dictLabelEn,
            dictLabelFr,
            dictValue,
            listClass,
            isDefault,
            status: '0',
            createBy: 'admin',
          }),
        ),
      );
    });
  }
  return missing.length;
}

/**
 * Adds the menus and buttons (ids fixed in the spec) that the database does not have yet, and
 * grants the new ones to `grantTo` roles. Existing menus are left as administrators changed them.
 * Returns how many rows were added.
 */
export async function ensureMenus(
  db: Db,
  specs: readonly MenuSpec[],
  grantTo: readonly number[] = [],
): Promise<number> {
  const rows = toMenuRows(specs);
  const missing = await notYetIn(db, sysMenu.menuId, rows, (row) => row.menuId ?? 0);
  if (missing.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx.insert(sysMenu).values(missing);
    const grants = grantTo.flatMap((roleId) =>
      missing.map((row) => ({ roleId, menuId: row.menuId ?? 0 })),
    );
    if (grants.length > 0) await tx.insert(sysRoleMenu).values(grants);
    // Explicit ids do not advance the identity sequence: keep it past them.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('sys_menu', 'menu_id'), greatest(nextval(pg_get_serial_sequence('sys_menu', 'menu_id')), (select max(menu_id) + 1 from sys_menu)), false)`,
    );
  });
  return missing.length;
}

/** A job of the fixed handler registry that an area's seed schedules. */
export interface JobSeed {
  jobName: string;
  invokeTarget: string;
  cronExpression: string;
  remark?: string;
}

/**
 * Adds the jobs (by `invokeTarget`) the database does not have yet, running in the SYSTEM group;
 * jobs already present are left as administrators changed them. Returns how many were added.
 */
export async function ensureJobs(db: Db, jobs: readonly JobSeed[]): Promise<number> {
  const missing = await notYetIn(db, sysJob.invokeTarget, jobs, (job) => job.invokeTarget);
  if (missing.length > 0)
    await db.insert(sysJob).values(
      missing.map((job) => ({
        ...job,
        jobGroup: 'SYSTEM',
        misfirePolicy: '3',
        concurrent: '1',
        status: '0',
        createBy: 'admin',
      })),
    );
  return missing.length;
}
