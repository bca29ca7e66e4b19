import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import type { MessageKey } from '../../i18n/messages';
import { refuse } from './errors';

/** The audit columns of a row `userName` creates now (created and last updated at once). */
export function createdBy(userName: string) {
  const now = new Date();
  return { createBy: userName, createTime: now, updateBy: userName, updateTime: now };
}

/** Deletes the rows of `table` whose `id` is among `ids`; refused with `notFound` when none was. */
export async function deleteByIds(
  db: Db,
  table: PgTable,
  id: AnyPgColumn,
  ids: number[],
  notFound: MessageKey,
) {
  const deleted = await db.delete(table).where(inArray(id, ids)).returning({ id });
  if (deleted.length === 0) refuse(notFound);
}
