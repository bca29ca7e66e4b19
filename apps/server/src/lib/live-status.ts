import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import type { MessageKey } from '../i18n/messages';
import { refuse } from './business-error';

/** A RuoYi table with the soft-delete flag and the enabled/disabled status. */
export type StatusTable = PgTable & { delFlag: AnyPgColumn; status: AnyPgColumn };

/** Enables ('0') or disables ('1') live row `id` as `by`; refused with `notFound` when none. */
export async function setLiveStatus(
  db: Db,
  table: StatusTable,
  idColumn: AnyPgColumn,
  id: number,
  change: { status: '0' | '1'; by: string },
  notFound: MessageKey,
) {
  const updated = await db
    .update(table)
    .set({ status: change.status, updateBy: change.by, updateTime: new Date() })
    .where(and(eq(idColumn, id), eq(table.delFlag, '0')))
    .returning({ id: idColumn });
  if (updated.length === 0) refuse(notFound);
}
