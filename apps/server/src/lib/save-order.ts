import type { Db } from '../db/database';

/** The columns a sort dialog changes on one row. */
export interface OrderValues {
  orderNum: number;
  updateBy: string;
  updateTime: Date;
}

/**
 * Saves a sort dialog in one transaction: row `ids[i]` gets order number `orderNums[i]` (0 when
 * missing), as `by`; `write` updates one row of the caller's table.
 */
export async function saveOrder(
  db: Db,
  ids: readonly number[],
  orderNums: readonly number[],
  by: string,
  write: (tx: Db, id: number, values: OrderValues) => Promise<unknown>,
) {
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries())
      await write(tx, id, { orderNum: orderNums[i] ?? 0, updateBy: by, updateTime: new Date() });
  });
}
