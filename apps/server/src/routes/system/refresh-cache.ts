import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { KvStore } from '../../plugins/kv';
import type { Resource } from '../../resources';
import { ok } from '../admin/respond';

/**
 * RuoYi's `DELETE {path}/refreshCache` next to a cached resource (parameters, dictionaries):
 * reloads the whole cache; the remove permission, logged as CLEAN.
 */
export function refreshCacheRoute(
  app: FastifyInstance,
  resource: Resource,
  reload: () => Promise<unknown>,
) {
  resource.on(app).delete('/refreshCache', { auth: 'remove', log: 'CLEAN' }, async (request) => {
    await reload();
    return ok(request);
  });
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
