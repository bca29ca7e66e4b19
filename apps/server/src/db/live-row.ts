import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** A table with RuoYi's soft-delete flag (`del_flag`: '0' a live row, '2' a removed one). */
type SoftDeleteTable = PgTable & { delFlag: AnyPgColumn };

/** The live row of `table` whose `column` is `value` (the first one), or undefined. */
export async function liveRow<T extends SoftDeleteTable>(
  db: Db,
  table: T,
  column: AnyPgColumn,
  value: string | number,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(column, value), eq(table.delFlag, '0')))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}
