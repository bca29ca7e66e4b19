import { createHash, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { invalidateOnWrites } from '../plugins/invalidate-on-writes';
import type { KvStore } from '../plugins/kv';

/**
 * Cache of the public site API's answers in the kv store (Redis when REDIS_URL, so every server
 * process shares it). Never stale after a console edit: keys carry a version kept in the kv
 * store, and any write to a table the site reads (seen by Drizzle's statement hook, whichever
 * code path makes it) sets a new version, once when the statement runs and once more when the
 * writing request has answered (its transaction committed), as the access cache does. Entries
 * also expire after a minute (banner time windows, today's valid certificates, SQL run by hand).
 * Likes and bookmarks of articles (public, one statement adding 1 to a counter) are the one
 * write that keeps the cache: answers may show those counts up to that minute late, rather than
 * every visitor's like emptying the cache of the whole site.
 */
export interface SiteCache {
  /** The serialised answer for `key` and its ETag, loaded once per version. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedBody>;
  /** The cached value for `key` (parsed), loaded once per version. */
  value<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every entry (in every process sharing the kv store). */
  invalidate(): Promise<void>;
}

export interface CachedBody {
  body: string;
  etag: string;
}

export const SITE_CACHE_VERSION_KEY = 'site_api:version';
const ENTRY_PREFIX = 'site_api:entry:';
const TTL_MS = 60_000;

/** Tables the public site reads: a write to any of them drops the cache. */
export const SITE_TABLES: ReadonlySet<string> = new Set([
  'wcm_product',
  'wcm_product_detail',
  'wcm_product_category',
  'wcm_article',
  'wcm_comment',
  'wcm_faq',
  'wcm_certificate',
  'wcm_site_page',
  'wcm_site_banner',
  'wcm_site_background',
  'wcm_site_nav_group',
  'wcm_site_nav_link',
  'wcm_site_color',
  'wcm_company_info',
  'wcm_service_contact',
  'wcm_library',
  'wcm_domain',
  'wcm_domain_setting',
  'sys_dict_data',
  'sys_dict_type',
]);

/** The statement `countArticle` (intake.ts) sends: one article counter plus one. */
const COUNTER_STATEMENT =
  /^update "wcm_article" set "(like_count|collect_count)" = (?:"wcm_article"\.)?"\1" \+ 1 where /i;

/** Whether a statement only adds a like or a bookmark (see above). */
export const isCounterStatement = (statement: string): boolean =>
  COUNTER_STATEMENT.test(statement.trimStart());

/** A strong ETag of a serialised body. */
export const etagOf = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

export function createSiteCache(kv: KvStore): SiteCache {
  // Concurrent misses of one key in this process share one load.
  const loading = new Map<string, Promise<CachedBody>>();

  async function get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    // Read the version before loading: a write landing during the load leaves the entry on the
    // old version, which the next request no longer reads.
    const version = (await kv.get(SITE_CACHE_VERSION_KEY)) ?? '0';
    const full = `${ENTRY_PREFIX}${version}:${key}`;
    const hit = await kv.get(full);
    if (hit !== undefined) {
      try {
        return JSON.parse(hit) as CachedBody;
      } catch {
        // A damaged entry is loaded again.
      }
    }
    const pending = loading.get(full);
    if (pending) return pending;
    const next = (async () => {
      const body = JSON.stringify(await load());
      const entry = { body, etag: etagOf(body) };
      await kv.set(full, JSON.stringify(entry), TTL_MS);
      return entry;
    })();
    loading.set(full, next);
    try {
      return await next;
    } finally {
      loading.delete(full);
    }
  }

  return {
    get,
    async value<T>(key: string, load: () => Promise<T>) {
      return JSON.parse((await get(key, load)).body) as T;
    },
    async invalidate() {
      await kv.set(SITE_CACHE_VERSION_KEY, randomUUID());
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    siteCache: SiteCache;
  }
}

/** Decorates `app.siteCache` and drops it on every write to a site table (any route, any job). */
export const siteCachePlugin = fp(
  async (app) => {
    const cache = createSiteCache(app.kv);
    app.decorate('siteCache', cache);
    invalidateOnWrites(
      app,
      SITE_TABLES,
      () => cache.invalidate(),
      'site API cache',
      isCounterStatement,
    );
  },
  { name: 'site-cache', dependencies: ['db', 'kv'] },
);
