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
 * Refreshes the cache entries of the `keys` a change touched (a parameter's key, a dictionary
 * type: the saved and the former one, or those of the deleted rows), each once, after the change.
 */
export async function refreshCacheKeys(
  request: FastifyRequest,
  refresh: (db: Db, kv: KvStore, key: string) => Promise<void>,
  keys: Array<string | undefined>,
) {
  for (const key of new Set(keys))
    if (key !== undefined) await refresh(request.server.db, request.server.kv, key);
}
