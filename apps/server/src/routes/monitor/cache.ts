import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import {
  CACHE_NAMES,
  cacheNamed,
  cacheOfKey,
  cacheOverview,
} from '../../services/monitor/cache-facts';
import { fail, ok } from '../admin/respond';
import { defineRoutes, type ExtraRoute } from '../../resources';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({
  path: '/monitor/cache',
  permission: 'monitor:cache',
  title: '缓存列表',
});

/** Clearing needs its own permission (security checklist A7), not `monitor:cache:list`. */
const CLEAR: ExtraRoute = { auth: 'remove', log: 'CLEAN' };

/** Cache monitor (RuoYi /monitor/cache) without access to session tokens or captcha answers. */
export async function cacheRoutes(
  app: FastifyInstance,
  { redis }: { redis: () => Redis | undefined },
) {
  const routes = area.on(app);
  routes.get('', 'list', async (request) =>
    ok(request, { data: await cacheOverview(app.kv, redis()) }),
  );

  routes.get('/getNames', 'list', async (request) =>
    ok(request, {
      data: CACHE_NAMES.map((c) => ({
        cacheName: c.cacheName,
        cacheKey: '',
        cacheValue: '',
        remark: c.remark,
        secret: c.secret,
      })),
    }),
  );

  routes.get<{ Params: { cacheName: string } }>('/getKeys/{cacheName}', 'list', async (request) => {
    const name = cacheNamed(request.params.cacheName);
    if (!name) return fail(request, 'monitor.cache.unknownName', request.params.cacheName);
    if (name.secret) return fail(request, 'monitor.cache.secret', name.cacheName);
    return ok(request, { data: (await app.kv.keys(name.cacheName)).sort() });
  });

  routes.get<{ Params: { cacheName: string; cacheKey: string } }>(
    '/getValue/{cacheName}/{cacheKey}',
    'list',
    async (request) => {
      const { cacheKey } = request.params;
      const name = cacheNamed(request.params.cacheName);
      if (!name) return fail(request, 'monitor.cache.unknownName', request.params.cacheName);
      // The key decides, whatever name it is asked under.
      const owner = cacheOfKey(cacheKey);
      if (name.secret || owner?.secret)
        return fail(request, 'monitor.cache.secret', (owner ?? name).cacheName);
      if (owner !== name)
        return fail(request, 'monitor.cache.keyOutside', cacheKey, name.cacheName);
      const value = await app.kv.get(cacheKey);
      return ok(request, {
        data: {
          cacheName: name.cacheName.replace(/:/g, ''),
          cacheKey: cacheKey.slice(name.cacheName.length),
          cacheValue: value ?? '',
          remark: '',
        },
      });
    },
  );

  routes.delete<{ Params: { cacheName: string } }>(
    '/clearCacheName/{cacheName}',
    CLEAR,
    async (request) => {
      const name = cacheNamed(request.params.cacheName);
      if (!name) return fail(request, 'monitor.cache.unknownName', request.params.cacheName);
      if (name.secret) return fail(request, 'monitor.cache.secret', name.cacheName);
      for (const key of await app.kv.keys(name.cacheName)) await app.kv.delete(key);
      return ok(request);
    },
  );

  routes.delete<{ Params: { cacheKey: string } }>(
    '/clearCacheKey/{cacheKey}',
    CLEAR,
    async (request) => {
      const { cacheKey } = request.params;
      const owner = cacheOfKey(cacheKey);
      if (!owner) return fail(request, 'monitor.cache.unknownName', cacheKey);
      if (owner.secret) return fail(request, 'monitor.cache.secret', owner.cacheName);
      await app.kv.delete(cacheKey);
      return ok(request);
    },
  );

  routes.delete('/clearCacheAll', CLEAR, async (request) => {
    // Every namespace except sessions and captcha answers (RuoYi deleted every key).
    for (const name of CACHE_NAMES.filter((c) => !c.secret))
      for (const key of await app.kv.keys(name.cacheName)) await app.kv.delete(key);
    return ok(request);
  });
}
