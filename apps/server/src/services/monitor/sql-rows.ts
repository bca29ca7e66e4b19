import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

/** Rows of a raw (parameterised) query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}

/** A bigint/numeric column as a number (node-postgres sends them as strings). */
export const num = (value: unknown): number => {
  const n = typeof value === 'bigint' ? Number(value) : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};
