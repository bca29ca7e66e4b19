import type { FastifyInstance } from 'fastify';
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
