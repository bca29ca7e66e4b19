import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { verifyPassword } from '../../services/passwords';
import type { Db } from '../database';
import { sysUser } from '../schema';

/** The demo accounts of the seed and their published password (README). */
export const SEED_ACCOUNTS: readonly string[] = ['admin', 'ry'];
export const SEED_PASSWORD = 'admin123';

/**
 * Idempotent step for databases seeded before the first-sign-in change existed: a seed account
 * that still has the published password loses its password date, so its next sign-in asks for
 * a new one (isDefaultModifyPwd). Accounts whose password was changed are left alone.
 * Returns the user names it marked.
 */
export async function markSeedPasswords(db: Db): Promise<string[]> {
  const rows = await db
    .select({ userId: sysUser.userId, userName: sysUser.userName, password: sysUser.password })
    .from(sysUser)
    .where(
      and(
        inArray(sysUser.userName, [...SEED_ACCOUNTS]),
        eq(sysUser.delFlag, '0'),
        isNotNull(sysUser.pwdUpdateDate),
      ),
    );
  const marked: string[] = [];
  for (const row of rows) {
    if (!(await verifyPassword(row.password, SEED_PASSWORD)).ok) continue;
    await db.update(sysUser).set({ pwdUpdateDate: null }).where(eq(sysUser.userId, row.userId));
    marked.push(row.userName);
  }
  return marked;
}
