import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sysConfig } from '../db/schema';

/** Value of a sys_config parameter, or undefined when the key does not exist. */
export async function getConfigValue(db: Db, key: string): Promise<string | undefined> {
  const rows = await db
    .select({ value: sysConfig.configValue })
    .from(sysConfig)
    .where(eq(sysConfig.configKey, key))
    .limit(1);
  return rows[0]?.value;
}

/** Keys any signed-in user may read; everything else needs system:config:query. */
export const PUBLIC_CONFIG_KEYS: ReadonlySet<string> = new Set([
  'sys.account.captchaEnabled',
  'sys.account.registerUser',
  'sys.index.sideTheme',
  'sys.index.skinName',
  'sys.account.chrtype',
]);
