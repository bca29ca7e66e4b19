import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Session and cache store. Captcha answers, sessions, lockout counters and dictionary caches go
 * through it so several server processes can share state via Redis.
 */
export interface KvStore {
  get(key: string): Promise<string | undefined>;
  /** ttlMs undefined = no expiry */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Like `set`, but only when the key still exists (atomic); returns whether it was written. */
  setIfExists(key: string, value: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * Atomically adds one to the counter at `key` and returns the new count; one call per event,
   * so concurrent callers (requests, server processes) each get their own number. The value is
   * `{"count":n,"expiresAt":ms}`: an absent or expired counter starts from 0, and every
   * increment restarts its `ttlMs` window (measured with the store's clock).
   */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Where the values live, for the cache monitor. */
  readonly backend: 'memory' | 'redis';
  /** Full keys (without the store prefix) starting with `prefix` */
  keys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
  /** Counters of the in-process store for the cache monitor (Redis reports its own INFO). */
  stats?(): KvStats;
}

/** What the in-process store counted since it was created. */
export interface KvStats {
  /** Calls per Redis-equivalent command: get, set, del, scan (listing keys). */
  commands: Record<'get' | 'set' | 'del' | 'scan', number>;
  hits: number;
  misses: number;
  /** Bytes of keys and values written (set) and read (get). */
  bytesIn: number;
  bytesOut: number;
  /** Live keys now, and the bytes of their keys and values. */
  keys: number;
  usedBytes: number;
}

/** In-process store with expiry; `now` is injectable so tests need no sleeping. */
export function memoryKvStore(now: () => number = Date.now): KvStore {
  const map = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = map.get(key);
    if (entry && entry.expiresAt <= now()) {
      map.delete(key);
      return undefined;
    }
    return entry;
  };
  const stats = {
    commands: { get: 0, set: 0, del: 0, scan: 0 },
    hits: 0,
    misses: 0,
    bytesIn: 0,
    bytesOut: 0,
  };
  const snapshot = (): KvStats => {
    let keys = 0;
    let usedBytes = 0;
    for (const [key, entry] of map) {
      if (entry.expiresAt <= now()) continue;
      keys += 1;
      usedBytes += key.length + entry.value.length;
    }
    return { ...structuredClone(stats), keys, usedBytes };
  };
  const wrote = (key: string, value: string) => {
    stats.commands.set += 1;
    stats.bytesIn += key.length + value.length;
  };
  return {
    backend: 'memory',
    stats: snapshot,
    async get(key) {
      stats.commands.get += 1;
      const value = live(key)?.value;
      if (value === undefined) stats.misses += 1;
      else {
        stats.hits += 1;
        stats.bytesOut += value.length;
      }
      return value;
    },
    async setIfExists(key, value, ttlMs) {
      wrote(key, value);
      if (!live(key)) return false;
      map.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async set(key, value, ttlMs) {
      wrote(key, value);
      map.set(key, {
        value,
        expiresAt: ttlMs === undefined ? Number.POSITIVE_INFINITY : now() + ttlMs,
      });
    },
    async delete(key) {
      stats.commands.del += 1;
      map.delete(key);
    },
    async increment(key, ttlMs) {
      // Read and write happen in one synchronous step, which no other caller can interleave.
      const count = counterOf(live(key)?.value, now()) + 1;
      const expiresAt = now() + ttlMs;
      map.set(key, { value: JSON.stringify({ count, expiresAt }), expiresAt });
      return count;
    },
    async keys(prefix) {
      stats.commands.scan += 1;
      return [...map.keys()].filter((key) => key.startsWith(prefix) && live(key) !== undefined);
    },
    async close() {
      map.clear();
    },
  };
}

/** The count of a `{count, expiresAt}` counter value that is still running at `at`, else 0. */
export function counterOf(raw: string | undefined, at: number): number {
  if (raw === undefined) return 0;
  try {
    const entry = JSON.parse(raw) as { count?: unknown; expiresAt?: unknown };
    return typeof entry.count === 'number' &&
      typeof entry.expiresAt === 'number' &&
      entry.expiresAt > at
      ? entry.count
      : 0;
  } catch {
    return 0;
  }
}

// Same rule as counterOf, run inside Redis so that reading and writing the counter is one atomic
// step for every server process. The logical expiry (ARGV[1] is the app's clock) is kept in the
// value besides the key's TTL, so an injected test clock works as it does with the memory store.
const INCREMENT_SCRIPT = `
local count = 0
local raw = redis.call('GET', KEYS[1])
if raw then
  local ok, entry = pcall(cjson.decode, raw)
  if ok and type(entry) == 'table' and type(entry.count) == 'number'
    and type(entry.expiresAt) == 'number' and entry.expiresAt > tonumber(ARGV[1]) then
    count = entry.count
  end
end
count = count + 1
local expiresAt = tonumber(ARGV[1]) + tonumber(ARGV[2])
redis.call('SET', KEYS[1], string.format('{"count":%d,"expiresAt":%d}', count, expiresAt), 'PX', ARGV[2])
return count
`;

/** Redis store; every key is namespaced with `keyPrefix` (default `wcm:`). */
export function redisKvStore(
  url: string,
  keyPrefix = 'wcm:',
  now: () => number = Date.now,
): KvStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    backend: 'redis',
    async get(key) {
      return (await redis.get(keyPrefix + key)) ?? undefined;
    },
    async setIfExists(key, value, ttlMs) {
      const ok = await redis.set(keyPrefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'XX');
      return ok === 'OK';
    },
    async set(key, value, ttlMs) {
      if (ttlMs === undefined) await redis.set(keyPrefix + key, value);
      else await redis.set(keyPrefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async delete(key) {
      await redis.del(keyPrefix + key);
    },
    async increment(key, ttlMs) {
      const ttl = Math.max(1, Math.ceil(ttlMs));
      const count = await redis.eval(INCREMENT_SCRIPT, 1, keyPrefix + key, Math.floor(now()), ttl);
      return Number(count);
    },
    async keys(prefix) {
      const found: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await redis.scan(
          cursor,
          'MATCH',
          `${escapeGlob(keyPrefix + prefix)}*`,
          'COUNT',
          200,
        );
        cursor = next;
        for (const key of batch) found.push(key.slice(keyPrefix.length));
      } while (cursor !== '0');
      return found;
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}

export interface KvPluginOptions {
  kv?: KvStore | undefined;
  redisUrl?: string | undefined;
  redisKeyPrefix?: string | undefined;
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    kv: KvStore;
  }
}

export const kvPlugin = fp<KvPluginOptions>(
  async (app, options) => {
    const owned = options.kv === undefined;
    const kv =
      options.kv ??
      (options.redisUrl
        ? redisKvStore(options.redisUrl, options.redisKeyPrefix, options.now)
        : memoryKvStore(options.now));
    app.decorate('kv', kv);
    if (owned) app.addHook('onClose', async () => kv.close());
  },
  { name: 'kv' },
);
