import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sysConfig } from '../db/schema';
import type { KvStore } from '../plugins/kv';

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

/** Cache key of a parameter (RuoYi's `sys_config:` prefix, listed by the cache monitor). */
export const configCacheKey = (key: string) => `sys_config:${key}`;

/** Writes one parameter's current value to the cache, or removes it when the key is gone. */
export async function refreshConfigKey(db: Db, kv: KvStore, key: string): Promise<void> {
  const value = await getConfigValue(db, key);
  if (value === undefined) await kv.delete(configCacheKey(key));
  else await kv.set(configCacheKey(key), value);
}

/** Clears every `sys_config:` key and caches all parameters again (RuoYi resetConfigCache). */
export async function reloadConfigCache(db: Db, kv: KvStore): Promise<void> {
  for (const key of await kv.keys(configCacheKey(''))) await kv.delete(key);
  const rows = await db
    .select({ key: sysConfig.configKey, value: sysConfig.configValue })
    .from(sysConfig);
  for (const row of rows) await kv.set(configCacheKey(row.key), row.value);
}
