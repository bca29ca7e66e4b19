// The public site API (issue 18): `/site-api/v1`, no staff token. Reads are cached in the kv
// store (./cache.ts) and answered with an ETag; writes are validated by the contract, limited
// per IP and guarded by a honeypot. Cross-origin calls from WCM_SITE_ORIGINS and from approved
// custom domains.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Lang, type MessageKey, langOf, tr } from '../i18n/messages';
import { requestSchema } from '../plugins/contract';
import { fastifyPath } from '../resources/routes';
import { availableAt } from '../services/company/service-hours';
import { type CachedBody, etagOf } from './cache';
import {
  type ArticleQuery,
  type ProductQuery,
  articleDetail,
  backgroundInUse,
  categoryTree,
  colorsInUse,
  companyProfile,
  dayOf,
  libraryDocs,
  listArticles,
  listFaq,
  listProducts,
  liveLibraryDoc,
  navigation,
  pageBySlug,
  productDetail,
  publishedArticle,
  serviceContacts,
  siteHosts,
  validCertificates,
  visibleBanners,
  workDaysOf,
} from './reads';
import {
  type RfqIntake,
  type VisitIntake,
  countArticle,
  createComment,
  createDownloadApplication,
  createRfq,
  follow,
  recordVisit,
  unfollow,
  visitSource,
} from './intake';

export const SITE_API_PREFIX = '/site-api/v1';

export interface SiteApiOptions {
  now: () => number;
  /** Prefix of the console API (uploads are served at `<apiPrefix>/profile/upload/...`). */
  apiPrefix: string;
  /** Origins allowed to call from a browser (WCM_SITE_ORIGINS), besides approved custom domains. */
  origins: readonly string[];
  /** Requests per IP and minute: reads (each route), writes (each route). */
  readsPerMinute: number;
  writesPerMinute: number;
}

/** Largest body a write takes (the contract's longest text is 5,000 characters). */
const WRITE_BODY_LIMIT = 16 * 1024;
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Whether an If-None-Match header matches the ETag (weak comparison, `*` matches). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

const LIBRARY_LANG: Record<Lang, 'en' | 'zh' | 'fr'> = { 'zh-CN': 'zh', en: 'en', fr: 'fr' };

export async function siteApiRoutes(api: FastifyInstance, options: SiteApiOptions) {
  const { db } = api;
  const cache = api.siteCache;
  const prefix = options.apiPrefix;
  const read = {
    auth: 'anonymous' as const,
    rateLimit: { max: options.readsPerMinute, timeWindow: 60_000 },
  };
  const write = {
    auth: 'anonymous' as const,
    rateLimit: { max: options.writesPerMinute, timeWindow: 60_000 },
  };
  const schema = (method: string, path: string) =>
    requestSchema(api.openapi, method, `${SITE_API_PREFIX}${path}`);

  const hosts = () => cache.value('hosts', () => siteHosts(db));
  async function allowedOrigin(origin: string): Promise<boolean> {
    const normalised = origin.toLowerCase();
    if (options.origins.includes(normalised)) return true;
    let host: string;
    try {
      const url = new URL(normalised);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
      host = url.host;
    } catch {
      return false;
    }
    return (await hosts()).domains.includes(host);
  }

  // CORS: only for the configured origins; a preflight from any other origin gets no grant.
  api.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin, Accept-Language');
    if (typeof origin !== 'string' || origin.length > 300 || !(await allowedOrigin(origin))) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', 'ETag, Content-Language');
  });
  // Every answer of the site API is for the site: it may be read cross-origin (CORS decides who).
  api.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  api.options(
    '/*',
    { config: { auth: 'anonymous', rateLimit: read.rateLimit } },
    async (request, reply) => {
      if (reply.hasHeader('access-control-allow-origin')) {
        reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
        reply.header(
          'access-control-allow-headers',
          'Content-Type, Accept-Language, If-None-Match',
        );
        reply.header('access-control-max-age', '600');
      }
      return reply.code(204).send();
    },
  );

  // A beacon posts text/plain (no preflight); its text is the same JSON.
  api.removeContentTypeParser('text/plain');
  api.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      const error = Object.assign(new Error('bad JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  /** Sends a cached or fresh JSON body with its ETag; 304 when the client has it. */
  function send(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
    reply.header('etag', cached.etag);
    reply.header('cache-control', CACHE_CONTROL);
    reply.header('content-language', langOf(request));
    if (matches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(cached.body);
  }
  const fresh = (value: unknown): CachedBody => {
    const body = JSON.stringify(value);
    return { body, etag: etagOf(body) };
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply, key: MessageKey) =>
    reply.code(404).send({ code: 404, msg: tr(request, key) });
  const received = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return reply.send({ code: 200, msg: tr(request, 'siteApi.received') });
  };
  /** `{code:200,msg,...answer}` for a read, cached under `key` (the language is part of it). */
  const cachedAnswer = (request: FastifyRequest, key: string, load: () => Promise<object>) =>
    cache.get(`${langOf(request)}:${key}`, async () => ({
      code: 200,
      msg: tr(request, 'success'),
      ...(await load()),
    }));
  /** `{code:200,msg,data}` for a read, cached under `key` (the language is part of it). */
  const cachedData = (request: FastifyRequest, key: string, load: () => Promise<unknown>) =>
    cachedAnswer(request, key, async () => ({ data: await load() }));
  /** One record as `{code:200,msg,data}` (its value cached under `key`), or 404 `missing`. */
  const sendOne = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
    missing: MessageKey,
  ) => {
    const data = await cache.value(key, async () => (await load()) ?? null);
    if (!data) return notFound(request, reply, missing);
    return send(request, reply, fresh({ code: 200, msg: tr(request, 'success'), data }));
  };
  /**
   * `GET <path>` (contract path, ending in its id parameter: `/products/{productId}`): one `kind`
   * record, in the reader's language, cached; 404 `missing` when there is none.
   */
  const detailRoute = (
    path: `${string}/{${string}}`,
    kind: string,
    load: (lang: Lang, id: number) => Promise<unknown>,
    missing: MessageKey,
  ) =>
    api.get<{ Params: Record<string, number> }>(
      fastifyPath(path),
      { schema: schema('get', path), config: read },
      async (request, reply) => {
        const id = Number(Object.values(request.params)[0]);
        const lang = langOf(request);
        return sendOne(request, reply, `${lang}:${kind}:${id}`, () => load(lang, id), missing);
      },
    );

  // ------------------------------------------------------------------ reads

  api.get('/home', { schema: schema('get', '/home'), config: read }, async (request, reply) => {
    const lang = langOf(request);
    const now = options.now();
    // Banners follow their time window to the minute (the entry lives at most a minute anyway).
    const minute = Math.floor(now / 60_000);
    const base = await cache.value(`${lang}:home:${minute}`, async () => ({
      banners: await visibleBanners(db, prefix, new Date(now)),
      background: await backgroundInUse(db, prefix),
      colors: await colorsInUse(db),
      navigation: await navigation(db),
      company: await companyProfile(db, prefix, lang),
      products: (await listProducts(db, prefix, { recommended: true, pageSize: 8 })).rows,
      articles: (await listArticles(db, prefix, lang, { kind: 'article', pageSize: 6 })).rows,
    }));
    const { brandName, domains } = await hosts();
    const host = request.hostname.toLowerCase();
    const site = { brandName, host, customDomain: domains.includes(host) };
    return send(
      request,
      reply,
      fresh({ code: 200, msg: tr(request, 'success'), data: { site, ...base } }),
    );
  });

  api.get<{ Querystring: ProductQuery }>(
    '/products',
    { schema: schema('get', '/products'), config: read },
    async (request, reply) => {
      const q = request.query;
      const key = `products:${q.pageNum ?? 1}:${q.pageSize ?? ''}:${q.categoryId ?? ''}:${q.recommended ?? ''}:${q.keyword ?? ''}`;
      return send(
        request,
        reply,
        await cachedAnswer(request, key, () => listProducts(db, prefix, q)),
      );
    },
  );

  detailRoute(
    '/products/{productId}',
    'product',
    (lang, id) => productDetail(db, prefix, lang, id),
    'siteApi.productMissing',
  );

  api.get(
    '/categories',
    { schema: schema('get', '/categories'), config: read },
    async (request, reply) =>
      send(request, reply, await cachedData(request, 'categories', () => categoryTree(db))),
  );

  api.get<{ Querystring: ArticleQuery }>(
    '/articles',
    { schema: schema('get', '/articles'), config: read },
    async (request, reply) => {
      const q = request.query;
      const key = `articles:${q.kind ?? 'article'}:${q.category ?? ''}:${q.pageNum ?? 1}:${q.pageSize ?? ''}`;
      const load = () => listArticles(db, prefix, langOf(request), q);
      return send(request, reply, await cachedAnswer(request, key, load));
    },
  );

  detailRoute(
    '/articles/{articleId}',
    'article',
    (lang, id) => articleDetail(db, prefix, lang, id),
    'siteApi.articleMissing',
  );

  api.get('/faq', { schema: schema('get', '/faq'), config: read }, async (request, reply) =>
    send(request, reply, await cachedData(request, 'faq', () => listFaq(db, langOf(request)))),
  );

  api.get(
    '/certificates',
    { schema: schema('get', '/certificates'), config: read },
    async (request, reply) => {
      const today = dayOf(options.now());
      return send(
        request,
        reply,
        await cachedData(request, `certificates:${today}`, () =>
          validCertificates(db, prefix, today),
        ),
      );
    },
  );

  api.get<{ Params: { slug: string } }>(
    '/pages/:slug',
    { schema: schema('get', '/pages/{slug}'), config: read },
    async (request, reply) => {
      const slug = request.params.slug;
      const load = () => pageBySlug(db, prefix, slug);
      return sendOne(request, reply, `page:${slug}`, load, 'siteApi.pageMissing');
    },
  );

  api.get<{ Querystring: { type?: 'pc' | 'app' } }>(
    '/banners',
    { schema: schema('get', '/banners'), config: read },
    async (request, reply) => {
      const now = options.now();
      const type = request.query.type;
      return send(
        request,
        reply,
        await cachedData(request, `banners:${type ?? ''}:${Math.floor(now / 60_000)}`, () =>
          visibleBanners(db, prefix, new Date(now), type),
        ),
      );
    },
  );

  api.get(
    '/background',
    { schema: schema('get', '/background'), config: read },
    async (request, reply) =>
      send(
        request,
        reply,
        await cachedData(request, 'background', () => backgroundInUse(db, prefix)),
      ),
  );

  api.get(
    '/navigation',
    { schema: schema('get', '/navigation'), config: read },
    async (request, reply) =>
      send(request, reply, await cachedData(request, 'navigation', () => navigation(db))),
  );

  api.get('/colors', { schema: schema('get', '/colors'), config: read }, async (request, reply) =>
    send(request, reply, await cachedData(request, 'colors', () => colorsInUse(db))),
  );

  api.get('/company', { schema: schema('get', '/company'), config: read }, async (request, reply) =>
    send(
      request,
      reply,
      await cachedData(request, 'company', () => companyProfile(db, prefix, langOf(request))),
    ),
  );

  api.get(
    '/service-contacts',
    { schema: schema('get', '/service-contacts'), config: read },
    async (request, reply) => {
      const rows = await cache.value('contacts', () => serviceContacts(db));
      const at = new Date(options.now());
      const data = rows.map((r) => ({
        ...r,
        workDays: workDaysOf(r.workDays),
        availableNow: availableAt(r, at),
      }));
      return send(request, reply, fresh({ code: 200, msg: tr(request, 'success'), data }));
    },
  );

  api.get<{ Querystring: { language?: 'en' | 'zh' | 'fr' } }>(
    '/library',
    { schema: schema('get', '/library'), config: read },
    async (request, reply) => {
      const language = request.query.language ?? LIBRARY_LANG[langOf(request)];
      return send(
        request,
        reply,
        await cachedData(request, `library:${language}`, () => libraryDocs(db, prefix, language)),
      );
    },
  );

  // ------------------------------------------------------------------ writes

  const writeRoute = { bodyLimit: WRITE_BODY_LIMIT, config: write };
  const honeypot = (body: { website?: string }) => (body.website ?? '').trim() !== '';
  /**
   * A public form post: a filled honeypot is answered as received and stored nowhere. `take`
   * stores the form, or names the 404 message when what the form refers to is missing.
   */
  const formPost = <Body extends { website?: string }>(
    path: string,
    take: (body: Body, request: FastifyRequest) => Promise<MessageKey | void>,
  ) =>
    api.post(path, { ...writeRoute, schema: schema('post', path) }, async (request, reply) => {
      const body = request.body as Body;
      if (honeypot(body)) return received(request, reply);
      const missing = await take(body, request);
      return typeof missing === 'string'
        ? notFound(request, reply, missing)
        : received(request, reply);
    });

  formPost<RfqIntake>('/rfq', async (body, request) => {
    const product = await productDetail(db, prefix, 'en', body.productId);
    if (!product) return 'siteApi.productMissing';
    await createRfq(db, body, product.product.name);
    await recordVisit(db, {
      sessionId: body.sessionId?.slice(0, 64) || `rfq-${request.id}`,
      pagePath: `/products/${body.productId}`,
      ip: request.ip,
      country: body.country ?? '',
      source: 'direct',
      kind: 'enquiry',
    });
  });

  formPost<{
    docId: number;
    applicantName: string;
    email: string;
    phone?: string;
    company?: string;
    website?: string;
  }>('/download-applications', async (body) => {
    const doc = await liveLibraryDoc(db, body.docId);
    if (!doc) return 'siteApi.docMissing';
    await createDownloadApplication(db, body, doc.title);
  });

  formPost<{
    articleId: number;
    authorName: string;
    authorEmail?: string;
    content: string;
    website?: string;
  }>('/comments', async (body) => {
    const article = await publishedArticle(db, body.articleId);
    if (!article) return 'siteApi.articleMissing';
    await createComment(db, body, article);
  });

  formPost<{ name: string; email: string; country?: string; website?: string }>(
    '/followers',
    async (body) => {
      await follow(db, body, new Date(options.now()));
    },
  );

  formPost<{ email: string; website?: string }>('/followers/unsubscribe', async (body) => {
    await unfollow(db, body.email, new Date(options.now()));
  });

  for (const what of ['like', 'collect'] as const) {
    api.post<{ Params: { articleId: number } }>(
      `/articles/:articleId/${what}`,
      { ...writeRoute, schema: schema('post', `/articles/{articleId}/${what}`) },
      async (request, reply) => {
        if (!(await countArticle(db, request.params.articleId, what)))
          return notFound(request, reply, 'siteApi.articleMissing');
        return received(request, reply);
      },
    );
  }

  api.post<{ Body: VisitIntake }>(
    '/visits',
    { ...writeRoute, schema: schema('post', '/visits') },
    async (request, reply) => {
      const body = request.body;
      await recordVisit(db, {
        ...body,
        ip: request.ip,
        source: visitSource(body.referrer ?? '', body.utmMedium ?? '', request.hostname),
      });
      return received(request, reply);
    },
  );
}
