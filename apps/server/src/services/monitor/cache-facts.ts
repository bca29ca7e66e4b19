import type { Redis } from 'ioredis';
import type { KvStore } from '../../plugins/kv';
import { memoryInfo } from './memory-info';

/** One cache namespace of the kv store, as RuoYi's SysCache. */
export interface CacheName {
  cacheName: string;
  remark: string;
  /** Session tokens and captcha answers: never listed, shown nor cleared from the monitor. */
  secret: boolean;
}

/** The namespaces the server writes (RuoYi's seven plus the statistics job's). */
export const CACHE_NAMES: readonly CacheName[] = Object.freeze([
  { cacheName: 'login_tokens:', remark: '用户信息', secret: true },
  { cacheName: 'sys_config:', remark: '配置信息', secret: false },
  { cacheName: 'sys_dict:', remark: '数据字典', secret: false },
  { cacheName: 'captcha_codes:', remark: '验证码', secret: true },
  { cacheName: 'repeat_submit:', remark: '防重提交', secret: false },
  { cacheName: 'rate_limit:', remark: '限流处理', secret: false },
  { cacheName: 'pwd_err_cnt:', remark: '密码错误次数', secret: false },
  { cacheName: 'monitor_stats:', remark: '统计数据', secret: false },
]);

/** The known namespace `name` (with or without its trailing colon). */
export function cacheNamed(name: string): CacheName | undefined {
  const wanted = name.endsWith(':') ? name : `${name}:`;
  return CACHE_NAMES.find((c) => c.cacheName === wanted);
}

/** The known namespace a full key belongs to. */
export function cacheOfKey(key: string): CacheName | undefined {
  return CACHE_NAMES.find((c) => key.startsWith(c.cacheName));
}

/** True for keys holding session tokens or captcha answers. */
export const isSecretKey = (key: string): boolean => cacheOfKey(key)?.secret ?? false;

/** Redis INFO text as a key/value map. */
export function parseInfo(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    const at = line.indexOf(':');
    if (at > 0) out[line.slice(0, at)] = line.slice(at + 1);
  }
  return out;
}

const INFO_KEYS = [
  'redis_version',
  'redis_mode',
  'tcp_port',
  'uptime_in_days',
  'connected_clients',
  'used_memory',
  'used_memory_human',
  'maxmemory_human',
  'used_cpu_user_children',
  'aof_enabled',
  'rdb_last_bgsave_status',
  'instantaneous_input_kbps',
  'instantaneous_output_kbps',
  'keyspace_hits',
  'keyspace_misses',
];

/**
 * `/monitor/cache` overview in RuoYi's shape (`info`, `dbSize`, `commandStats`) plus ours:
 * backend, key counts per namespace, memory and hit rates. Without Redis the same fields
 * describe the in-process store (see memoryInfo).
 */
export async function cacheOverview(kv: KvStore, redis: Redis | undefined) {
  const keyCounts = [];
  for (const name of CACHE_NAMES) {
    const keys = await kv.keys(name.cacheName);
    keyCounts.push({ cacheName: name.cacheName, remark: name.remark, count: keys.length });
  }
  const totalKeys = keyCounts.reduce((sum, c) => sum + c.count, 0);
  if (!redis) {
    const stats = kv.stats?.();
    return {
      backend: 'memory' as const,
      keyCounts,
      totalKeys,
      memory: { usedBytes: stats?.usedBytes ?? 0, approximate: true },
      hits: stats ? hitsOf(stats.hits, stats.misses) : null,
      info: stats ? memoryInfo(kv, stats) : {},
      dbSize: stats?.keys ?? totalKeys,
      commandStats: stats
        ? Object.entries(stats.commands)
            .filter(([, calls]) => calls > 0)
            .map(([name, calls]) => ({ name, value: String(calls) }))
        : [],
    };
  }
  const info = parseInfo(await redis.info());
  const stats = parseInfo(await redis.info('commandstats'));
  return {
    backend: 'redis' as const,
    keyCounts,
    totalKeys,
    memory: { usedBytes: Number(info.used_memory ?? 0), approximate: false },
    hits: hitsOf(Number(info.keyspace_hits ?? 0), Number(info.keyspace_misses ?? 0)),
    info: Object.fromEntries(
      INFO_KEYS.filter((k) => info[k] !== undefined).map((k) => [k, info[k] ?? '']),
    ),
    dbSize: await redis.dbsize(),
    commandStats: Object.entries(stats).map(([name, value]) => ({
      name: name.replace(/^cmdstat_/, ''),
      value: /calls=(\d+)/.exec(value)?.[1] ?? '0',
    })),
  };
}

function hitsOf(hits: number, misses: number) {
  return {
    hits,
    misses,
    hitRate: hits + misses > 0 ? Math.round((hits / (hits + misses)) * 10_000) / 100 : null,
  };
}
