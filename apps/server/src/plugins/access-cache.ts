import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { getConfigValue } from '../services/config-service';
import { ACCESS_TABLES, loadUserAccess, type UserAccess } from '../services/user-access';
import { invalidateOnWrites } from './invalidate-on-writes';
import type { KvStore } from './kv';

/**
 * Per-process cache of what each signed-in user may do (roles, permissions, data scopes, routes,
 * the `/getInfo` user) and of the sign-in parameters, so that the permission check of every
 * request, `/getInfo` and `/getRouters` need no database work.
 *
 * Never stale: entries carry the cache version they were read under, and any write to a table
 * they derive from (seen by Drizzle's statement hook, whichever code path makes it) sets a new
 * version in the kv store. With Redis the version is shared, so a role changed through one
 * server process takes effect on the next request to any of them. The version is set when the
 * statement runs and again once the request that wrote has finished (its transaction committed),
 * so a read racing with an open transaction cannot keep the old rows. Entries also expire after
 * a minute, for changes made behind the server's back (SQL run by hand).
 */
export interface AccessCache {
  /** The user's access; undefined when the user does not exist or is deleted. */
  of(userId: number): Promise<UserAccess | undefined>;
  /** A sys_config parameter's value (undefined when the key does not exist). */
  config(key: string): Promise<string | undefined>;
  /** Drops every entry, in this process and (through the shared version) in all others. */
  invalidate(): Promise<void>;
}

export const ACCESS_VERSION_KEY = 'access_cache:version';
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  version: string;
  at: number;
  value: Promise<T>;
}

export interface AccessCacheOptions {
  kv: KvStore;
  now: () => number;
  loadUser(userId: number): Promise<UserAccess | undefined>;
  loadConfig(key: string): Promise<string | undefined>;
}

export function createAccessCache(options: AccessCacheOptions): AccessCache {
  const { kv, now } = options;
  const users = new Map<number, Entry<UserAccess | undefined>>();
  const configs = new Map<string, Entry<string | undefined>>();

  async function cached<K, T>(map: Map<K, Entry<T>>, key: K, load: () => Promise<T>): Promise<T> {
    // Read before loading: a write landing during the load leaves this entry on the old version.
    const version = (await kv.get(ACCESS_VERSION_KEY)) ?? '';
    const hit = map.get(key);
    if (hit && hit.version === version && now() - hit.at < MAX_AGE_MS) return hit.value;
    // Concurrent requests of one user share one read.
    const entry: Entry<T> = { version, at: now(), value: load() };
    map.delete(key);
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as K);
    map.set(key, entry);
    entry.value.catch(() => {
      if (map.get(key) === entry) map.delete(key);
    });
    return entry.value;
  }

  return {
    of: (userId) => cached(users, userId, () => options.loadUser(userId)),
    config: (key) => cached(configs, key, () => options.loadConfig(key)),
    async invalidate() {
      users.clear();
      configs.clear();
      await kv.set(ACCESS_VERSION_KEY, randomUUID());
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    access: AccessCache;
  }
}

export const accessCachePlugin = fp<{ now: () => number }>(
  async (app, options) => {
    const cache = createAccessCache({
      kv: app.kv,
      now: options.now,
      loadUser: (userId) => loadUserAccess(app.db, userId),
      loadConfig: (key) => getConfigValue(app.db, key),
    });
    app.decorate('access', cache);
    invalidateOnWrites(app, new Set(ACCESS_TABLES), () => cache.invalidate(), 'access cache');
  },
  { name: 'access-cache', dependencies: ['db', 'kv'] },
);
