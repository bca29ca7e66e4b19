import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { genTable, genTableColumn } from '../../../db/schema/monitor';
import { type GenColumnRow, type GenTableRow, initColumn, initTable } from './gen-model';
import { existingTables, readColumns } from './introspect';

/** Imports physical tables (already checked to exist) with their columns. */
export async function importTables(
  db: Db,
  names: readonly string[],
  operator: string,
): Promise<number> {
  const found = await existingTables(db, names);
  let imported = 0;
  for (const table of found) {
    const columns = await readColumns(db, table.tableName);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(genTable)
        .values(initTable(table, operator))
        .returning({ tableId: genTable.tableId });
      if (!row) return;
      if (columns.length > 0)
        await tx
          .insert(genTableColumn)
          .values(columns.map((c) => initColumn(c, row.tableId, operator)));
      imported++;
    });
  }
  return imported;
}

/** An imported table and its columns (sorted), or undefined. */
export async function loadGenTable(
  db: Db,
  where: { tableId: number } | { tableName: string },
): Promise<{ table: GenTableRow; columns: GenColumnRow[] } | undefined> {
  const table = (
    await db
      .select()
      .from(genTable)
      .where(
        'tableId' in where
          ? eq(genTable.tableId, where.tableId)
          : eq(genTable.tableName, where.tableName),
      )
      .limit(1)
  )[0];
  if (!table) return undefined;
  const columns = await db
    .select()
    .from(genTableColumn)
    .where(eq(genTableColumn.tableId, table.tableId))
    .orderBy(asc(genTableColumn.sort), asc(genTableColumn.columnId));
  return { table, columns };
}

/**
 * Re-reads a table's columns (RuoYi synchDb): settings of columns that still exist are kept,
 * their types refreshed; new columns are added; dropped ones removed. False when the table is gone.
 */
export async function syncColumns(db: Db, table: GenTableRow, operator: string): Promise<boolean> {
  const [exists] = await existingTables(db, [table.tableName]);
  if (!exists) return false;
  const physical = await readColumns(db, table.tableName);
  const stored = await db
    .select()
    .from(genTableColumn)
    .where(eq(genTableColumn.tableId, table.tableId));
  const byName = new Map(stored.map((c) => [c.columnName, c]));
  await db.transaction(async (tx) => {
    for (const column of physical) {
      const fresh = initColumn(column, table.tableId, operator);
      const old = byName.get(column.columnName);
      if (!old) await tx.insert(genTableColumn).values(fresh);
      else
        await tx
          .update(genTableColumn)
          .set({
            columnType: fresh.columnType,
            isPk: fresh.isPk,
            isIncrement: fresh.isIncrement,
            sort: fresh.sort,
            updateBy: operator,
            updateTime: new Date(),
          })
          .where(eq(genTableColumn.columnId, old.columnId));
    }
    const names = new Set(physical.map((c) => c.columnName));
    const dropped = stored.filter((c) => !names.has(c.columnName)).map((c) => c.columnId);
    if (dropped.length > 0)
      await tx
        .delete(genTableColumn)
        .where(
          and(eq(genTableColumn.tableId, table.tableId), inArray(genTableColumn.columnId, dropped)),
        );
  });
  return true;
}
