import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { KvStore } from '../../plugins/kv';
import type { Resource } from '../../resources';
import { ok } from '../admin/respond';

/**
 * The routes of a cached resource (parameters, dictionaries): the resource's own, and RuoYi's
 * `DELETE {path}/refreshCache` next to them, which reloads the whole cache with `reload`; the
 * remove permission, logged as CLEAN.
 */
export function cachedResourceRoutes(
  resource: Resource,
  reload: (db: Db, kv: KvStore) => Promise<unknown>,
): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    resource.register(app);
    resource.on(app).delete('/refreshCache', { auth: 'remove', log: 'CLEAN' }, async (request) => {
      await reload(app.db, app.kv);
      return ok(request);
    });
  };
}

/**
 * `afterSave` / `afterDelete` hooks of a cached resource (parameters, dictionaries) whose cache
 * entries are found by the column `key`: a save refreshes the entries of the saved key and of the
 * former one (an edit may rename it), a delete those of the deleted rows' keys; each key once.
 * `onAdd: false` leaves adding alone (nothing can be cached under a new key yet).
 */
export function cacheRefreshHooks<K extends string>(
  key: K,
  refresh: (db: Db, kv: KvStore, key: string) => Promise<void>,
  { onAdd = true }: { onAdd?: boolean } = {},
) {
  const refreshKeys = async (request: FastifyRequest, keys: Array<string | undefined>) => {
    for (const one of new Set(keys))
      if (one !== undefined) await refresh(request.server.db, request.server.kv, one);
  };
  return {
    afterSave: async (
      values: Record<K, string>,
      { request, existing }: { request: FastifyRequest; existing: Record<K, string> | undefined },
    ) => {
      if (existing || onAdd) await refreshKeys(request, [existing?.[key], values[key]]);
    },
    afterDelete: (rows: Array<Record<K, string>>, { request }: { request: FastifyRequest }) =>
      refreshKeys(
        request,
        rows.map((row) => row[key]),
      ),
  };
}
