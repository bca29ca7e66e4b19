import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  wcmArticle,
  wcmComment,
  wcmDownloadApply,
  wcmFollower,
  wcmLibrary,
  wcmProduct,
  wcmRfq,
  wcmSiteVisit,
} from '../../src/db/schema';
import { expectContract } from '../contract';
import { buildExtraApp, getApp, getShared } from '../helper';
import { adminToken, expectOk, json, uid } from '../org/fixtures';

const V1 = '/site-api/v1';
let app: FastifyInstance;
let token = '';

beforeAll(async () => {
  app = await getApp();
  token = await adminToken();
});

const db = async () => (await getShared()).database.db;

async function site(
  method: 'GET' | 'POST' | 'OPTIONS',
  path: string,
  options: {
    payload?: unknown;
    headers?: Record<string, string>;
    contract?: string;
    remoteAddress?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method,
    url: `${V1}${path}`,
    headers: options.headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.payload === undefined ? {} : { payload: options.payload as string }),
  });
  if (options.contract && res.statusCode !== 304)
    expectContract(res, method, `${V1}${options.contract}`);
  return res;
}

/** A published article (status 1, published now), straight in the DB: its id and title. */
async function publishedArticle(values: {
  kind: 'article' | 'solution';
  title: string;
  content?: string;
}) {
  const [article] = await (
    await db()
  )
    .insert(wcmArticle)
    .values({ ...values, status: '1', publishTime: new Date() })
    .returning({ articleId: wcmArticle.articleId, title: wcmArticle.title });
  if (!article) throw new Error('article insert failed');
  return article;
}

/** A product in the given state (cloned from a seeded one), straight in the DB. */
async function productIn(audit: '0' | '1' | '2', listing: '0' | '1') {
  const d = await db();
  const [row] = await d
    .insert(wcmProduct)
    .values({
      name: `t_site_${uid()}`,
      categoryId: 1,
      priceType: 'fixed',
      factoryPrice: 11.11,
      agentPrice: 22.22,
      userPrice: 33.33,
      effectivePrice: 44.44,
      auditStatus: audit,
      listingStatus: listing,
    })
    .returning({ productId: wcmProduct.productId, name: wcmProduct.name });
  return row!;
}

describe('reads', () => {
  it('lists approved and listed products only, with the user price and never factory or agent prices', async () => {
    const listed = await productIn('1', '1');
    const pending = await productIn('0', '1');
    const delisted = await productIn('1', '0');
    const res = await site('GET', `/products?keyword=${listed.name}`, { contract: '/products' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ rows: Array<Record<string, unknown>>; total: number }>();
    expect(body.total).toBe(1);
    expect(body.rows[0]).toMatchObject({
      productId: listed.productId,
      price: 33.33,
      priceType: 'fixed',
    });
    for (const hidden of [pending, delisted]) {
      const list = await site('GET', `/products?keyword=${hidden.name}`);
      expect(list.json<{ total: number }>().total).toBe(0);
      expect((await site('GET', `/products/${hidden.productId}`)).statusCode).toBe(404);
    }
    const detail = await site('GET', `/products/${listed.productId}`, {
      contract: '/products/{productId}',
    });
    expect(detail.statusCode).toBe(200);
    for (const text of [res.body, detail.body]) {
      expect(text).not.toMatch(/factoryPrice|agentPrice|effectivePrice|11\.11|22\.22|44\.44/);
    }
    const all = await site('GET', '/products?pageSize=50', { contract: '/products' });
    expect(all.body).not.toMatch(/factoryPrice|agentPrice/);
  });

  it('answers the home payload and every read within the contract', async () => {
    for (const [path, contract] of [
      ['/home', '/home'],
      ['/categories', '/categories'],
      ['/articles', '/articles'],
      ['/articles?kind=solution', '/articles'],
      ['/articles?kind=case', '/articles'],
      ['/faq', '/faq'],
      ['/certificates', '/certificates'],
      ['/banners', '/banners'],
      ['/banners?type=app', '/banners'],
      ['/background', '/background'],
      ['/navigation', '/navigation'],
      ['/colors', '/colors'],
      ['/company', '/company'],
      ['/service-contacts', '/service-contacts'],
      ['/library', '/library'],
      ['/library?language=en', '/library'],
    ] as const) {
      const res = await site('GET', path, { contract });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    }
    const company = (await site('GET', '/company')).body;
    expect(company).not.toMatch(/legal|authName|authEmail|creditCode|businessLicense/);
    const library = (await site('GET', '/library?language=en')).json<{
      data: Array<{ visibility: string; fileUrl: string | null }>;
    }>();
    for (const doc of library.data)
      if (doc.visibility === 'private') expect(doc.fileUrl).toBeNull();
  });

  it('shows a page only while it is published, at once after a console edit', async () => {
    const slug = `t-site-${uid()}`;
    expectOk(
      await json('POST', '/site/page', {
        token,
        payload: { name: 'Draft page', slug, status: '1', seoTitle: 'SEO draft' },
      }),
    );
    expect((await site('GET', `/pages/${slug}`)).statusCode).toBe(404);
    const { rows } = await json<{ rows: Array<{ pageId: number }> }>(
      'GET',
      `/site/page/list?slug=${slug}`,
      { token },
    );
    const pageId = rows[0]!.pageId;
    expectOk(
      await json('PUT', '/site/page', {
        token,
        payload: { pageId, name: 'About us', slug, status: '0', seoTitle: 'About Harbour' },
      }),
    );
    const first = await site('GET', `/pages/${slug}`, { contract: '/pages/{slug}' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ data: { name: 'About us', seoTitle: 'About Harbour' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    // Unchanged: 304 without a body.
    const again = await site('GET', `/pages/${slug}`, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A console edit is visible on the next read, with a new ETag.
    expectOk(
      await json('PUT', '/site/page', {
        token,
        payload: { pageId, name: 'About Harbour Tools', slug, status: '0', seoTitle: 'About' },
      }),
    );
    const edited = await site('GET', `/pages/${slug}`, { headers: { 'if-none-match': etag } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ data: { name: 'About Harbour Tools' } });
    expect(edited.headers.etag).not.toBe(etag);
    // Back to draft: gone at once.
    expectOk(
      await json('PUT', '/site/page', {
        token,
        payload: { pageId, name: 'About Harbour Tools', slug, status: '1' },
      }),
    );
    expect((await site('GET', `/pages/${slug}`)).statusCode).toBe(404);
  });

  it('shows published articles only, and a take-offline in the console at once', async () => {
    const d = await db();
    const article = await publishedArticle({
      kind: 'article',
      title: `t_site_article_${uid()}`,
      content: '<p>Hello</p>',
    });
    const id = article.articleId;
    const shown = await site('GET', `/articles/${id}`, { contract: '/articles/{articleId}' });
    expect(shown.statusCode).toBe(200);
    const list = await site('GET', '/articles?pageSize=50');
    expect(list.body).toContain(`"articleId":${id}`);
    await d.update(wcmArticle).set({ status: '2' }).where(eq(wcmArticle.articleId, id));
    expect((await site('GET', `/articles/${id}`)).statusCode).toBe(404);
    expect((await site('GET', '/articles?pageSize=50')).body).not.toContain(`"articleId":${id}`);
  });

  it('follows Accept-Language for dictionary labels and the library language', async () => {
    const zh = await site('GET', '/faq', { headers: { 'accept-language': 'zh-CN' } });
    const en = await site('GET', '/faq', { headers: { 'accept-language': 'en' } });
    expect(zh.headers['content-language']).toBe('zh-CN');
    expect(en.headers['content-language']).toBe('en');
    expect(zh.headers.vary).toContain('Accept-Language');
    expect(zh.headers.etag).not.toBe(en.headers.etag);
    const fr = (await site('GET', '/library', { headers: { 'accept-language': 'fr' } })).json<{
      data: Array<{ language: string }>;
    }>();
    for (const doc of fr.data) expect(doc.language).toBe('fr');
  });

  it('refuses bad read parameters with 400, never 5xx', async () => {
    for (const path of [
      '/products/0',
      '/products/abc',
      '/products/99999999999',
      '/products?pageSize=500',
      '/articles?kind=blog',
      '/pages/..%2Fetc',
      '/banners?type=tv',
    ]) {
      const res = await site('GET', path);
      expect(res.statusCode, path).toBe(400);
    }
    expect((await site('GET', '/products/2147483647')).statusCode).toBe(404);
    expect((await site('GET', '/nothing-here')).statusCode).toBe(404);
  });
});

describe('writes', () => {
  it('an RFQ lands in the RFQ list as new from the website, with an enquiry visit', async () => {
    const product = await productIn('1', '1');
    const email = `buyer_${uid()}@example.com`;
    const res = await site('POST', '/rfq', {
      contract: '/rfq',
      payload: {
        productId: product.productId,
        quantity: 500,
        unit: 'pcs',
        tradeTerms: 'FOB',
        contactName: 'Lena Fischer',
        company: 'Fischer Werkzeuge GmbH',
        email,
        country: 'DE',
        message: 'Please quote 500 pieces, delivery to Hamburg.',
        sessionId: `sess-${uid()}${uid()}`,
      },
    });
    expect(res.statusCode).toBe(200);
    const list = await json<{ rows: Array<Record<string, unknown>>; total: number }>(
      'GET',
      `/quotation/rfq/list?productId=${product.productId}`,
      { token },
    );
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({
      productName: product.name,
      quantity: 500,
      email,
      status: 'new',
      source: 'website',
    });
    const d = await db();
    const visits = await d
      .select()
      .from(wcmSiteVisit)
      .where(
        and(
          eq(wcmSiteVisit.kind, 'enquiry'),
          eq(wcmSiteVisit.pagePath, `/products/${product.productId}`),
        ),
      );
    expect(visits).toHaveLength(1);
  });

  it('refuses an RFQ for an unknown or unlisted product with 404', async () => {
    const hidden = await productIn('0', '0');
    const base = { quantity: 1, contactName: 'A', email: 'a@example.com' };
    for (const productId of [hidden.productId, 2147483647]) {
      const res = await site('POST', '/rfq', { payload: { ...base, productId }, contract: '/rfq' });
      expect(res.statusCode).toBe(404);
    }
    const d = await db();
    expect(await d.select().from(wcmRfq).where(eq(wcmRfq.productId, hidden.productId))).toEqual([]);
  });

  it('a download application lands pending in the console list', async () => {
    const d = await db();
    const [doc] = await d
      .select({ docId: wcmLibrary.docId, title: wcmLibrary.title })
      .from(wcmLibrary)
      .where(eq(wcmLibrary.delFlag, '0'))
      .limit(1);
    expect(doc).toBeDefined();
    const email = `reader_${uid()}@example.com`;
    const res = await site('POST', '/download-applications', {
      contract: '/download-applications',
      payload: { docId: doc!.docId, applicantName: 'Marc Dupont', email, company: 'Dupont SA' },
    });
    expect(res.statusCode).toBe(200);
    const list = await json<{ rows: Array<Record<string, unknown>> }>(
      'GET',
      `/business/download/list?email=${encodeURIComponent(email)}`,
      { token },
    );
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({ fileName: doc!.title, auditStatus: '0' });
    const missing = await site('POST', '/download-applications', {
      payload: { docId: 2147483647, applicantName: 'X', email },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a comment is held for moderation and shows on the article once approved', async () => {
    const d = await db();
    const article = await publishedArticle({ kind: 'solution', title: `t_site_sol_${uid()}` });
    const content = `Does this work with 24 V tools? ${uid()}`;
    const res = await site('POST', '/comments', {
      contract: '/comments',
      payload: {
        articleId: article.articleId,
        authorName: 'Kenji',
        authorEmail: 'k@example.jp',
        content,
      },
    });
    expect(res.statusCode).toBe(200);
    const list = await json<{ rows: Array<{ commentId: number } & Record<string, unknown>> }>(
      'GET',
      `/business/comment/list?content=${encodeURIComponent(content)}`,
      { token },
    );
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({
      status: '0',
      targetType: 'solution',
      targetTitle: article.title,
    });
    const before = await site('GET', `/articles/${article.articleId}`);
    expect(before.body).not.toContain(content);
    expectOk(
      await json('PUT', '/business/comment/audit', {
        token,
        payload: { commentIds: [list.rows[0]!.commentId], status: '1' },
      }),
    );
    const after = await site('GET', `/articles/${article.articleId}`);
    expect(after.body).toContain(content);
    expect(after.body).not.toContain('k@example.jp');
    // Unpublished or unknown articles take no comments.
    await d
      .update(wcmArticle)
      .set({ status: '0' })
      .where(eq(wcmArticle.articleId, article.articleId));
    const draft = await site('POST', '/comments', {
      payload: { articleId: article.articleId, authorName: 'Kenji', content: 'again' },
    });
    expect(draft.statusCode).toBe(404);
  });

  it('follow, follow again and unsubscribe land in the follower list', async () => {
    const email = `Fan_${uid()}@Example.com`;
    expect(
      (
        await site('POST', '/followers', {
          payload: { name: 'Ana', email, country: 'PT' },
          contract: '/followers',
        })
      ).statusCode,
    ).toBe(200);
    expect((await site('POST', '/followers', { payload: { name: 'Ana', email } })).statusCode).toBe(
      200,
    );
    const d = await db();
    const rows = () =>
      d.select().from(wcmFollower).where(eq(wcmFollower.email, email.toLowerCase()));
    expect(await rows()).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: '0', source: 'website', country: 'PT' });
    const list = await json<{ total: number }>(
      'GET',
      `/business/follower/list?email=${encodeURIComponent(email.toLowerCase())}`,
      { token },
    );
    expect(list.total).toBe(1);
    expect(
      (
        await site('POST', '/followers/unsubscribe', {
          payload: { email },
          contract: '/followers/unsubscribe',
        })
      ).statusCode,
    ).toBe(200);
    expect((await rows())[0]).toMatchObject({ status: '1' });
    expect((await rows())[0]!.unsubscribeTime).not.toBeNull();
    // Unknown addresses get the same answer (nothing to learn about who follows).
    expect(
      (
        await site('POST', '/followers/unsubscribe', {
          payload: { email: `nobody_${uid()}@example.com` },
        })
      ).json(),
    ).toMatchObject({ code: 200 });
    expect((await site('POST', '/followers', { payload: { name: 'Ana', email } })).statusCode).toBe(
      200,
    );
    expect((await rows())[0]).toMatchObject({ status: '0', unsubscribeTime: null });
  });

  it('likes and bookmarks count on published articles only', async () => {
    const article = await publishedArticle({ kind: 'article', title: `t_site_like_${uid()}` });
    const id = article.articleId;
    expect(
      (await site('POST', `/articles/${id}/like`, { contract: '/articles/{articleId}/like' }))
        .statusCode,
    ).toBe(200);
    expect((await site('POST', `/articles/${id}/collect`)).statusCode).toBe(200);
    const shown = (await site('GET', `/articles/${id}`)).json<{
      data: { article: Record<string, number> };
    }>();
    expect(shown.data.article).toMatchObject({ likeCount: 1, collectCount: 1 });
    expect((await site('POST', '/articles/2147483647/like')).statusCode).toBe(404);
  });

  it('visit beacons (JSON or text/plain) land in the visit log with their source', async () => {
    const sessionId = `sess${uid()}${uid()}`;
    const visits = [
      { pagePath: '/', referrer: 'https://www.google.com/search?q=harbour', expected: 'search' },
      { pagePath: '/products', referrer: 'https://www.linkedin.com/feed/', expected: 'social' },
      { pagePath: '/about', referrer: '', expected: 'direct' },
      { pagePath: '/news', referrer: 'https://blog.example.org/post', expected: 'referral' },
      { pagePath: '/faq', referrer: '', utmMedium: 'email', expected: 'email' },
    ];
    for (const [i, v] of visits.entries()) {
      const { expected, ...rest } = v;
      void expected;
      const body = JSON.stringify({ sessionId, ...rest });
      const res = await site('POST', '/visits', {
        payload: body,
        headers: { 'content-type': i % 2 === 0 ? 'application/json' : 'text/plain;charset=UTF-8' },
      });
      expect(res.statusCode, v.pagePath).toBe(200);
    }
    const d = await db();
    const rows = await d.select().from(wcmSiteVisit).where(eq(wcmSiteVisit.sessionId, sessionId));
    expect(rows.map((r) => [r.pagePath, r.source]).sort()).toEqual(
      visits.map((v) => [v.pagePath, v.expected]).sort(),
    );
  });

  it('visits take their country from the offline GeoIP database by address', async () => {
    const sessionId = `geo${uid()}${uid()}`;
    const from = [
      // [address, country the page claims, country stored]
      ['81.2.69.160', 'FR', 'GB'],
      ['2a00:1450:4001:80b::200e', '', 'DE'],
      ['::ffff:8.8.8.8', '', 'US'],
      ['127.0.0.1', 'FR', 'FR'],
      ['10.1.2.3', '', ''],
    ] as const;
    for (const [i, [address, claimed]] of from.entries()) {
      const res = await site('POST', '/visits', {
        payload: JSON.stringify({
          sessionId,
          pagePath: `/geo-${i}`,
          ...(claimed ? { country: claimed } : {}),
        }),
        headers: { 'content-type': 'application/json' },
        remoteAddress: address,
      });
      expect(res.statusCode, address).toBe(200);
    }
    const d = await db();
    const rows = await d.select().from(wcmSiteVisit).where(eq(wcmSiteVisit.sessionId, sessionId));
    expect(rows.map((r) => [r.pagePath, r.country]).sort()).toEqual(
      from.map(([, , stored], i) => [`/geo-${i}`, stored]).sort(),
    );
  });

  it('a filled honeypot is answered as a success and stores nothing', async () => {
    const email = `bot_${uid()}@example.com`;
    const res = await site('POST', '/followers', {
      payload: { name: 'Bot', email, website: 'http://spam.example' },
    });
    expect(res.json()).toMatchObject({ code: 200 });
    const d = await db();
    expect(await d.select().from(wcmFollower).where(eq(wcmFollower.email, email))).toEqual([]);
    const product = await productIn('1', '1');
    await site('POST', '/rfq', {
      payload: {
        productId: product.productId,
        quantity: 1,
        contactName: 'Bot',
        email,
        website: 'x',
      },
    });
    expect(await d.select().from(wcmRfq).where(eq(wcmRfq.productId, product.productId))).toEqual(
      [],
    );
    expect(await d.select().from(wcmComment).where(eq(wcmComment.authorEmail, email))).toEqual([]);
    expect(
      await d.select().from(wcmDownloadApply).where(eq(wcmDownloadApply.email, email)),
    ).toEqual([]);
  });

  it('malformed, oversize and wrongly typed input gets 4xx, never 5xx', async () => {
    const json = { 'content-type': 'application/json' };
    const cases: Array<[string, unknown, Record<string, string>, number]> = [
      ['/rfq', '{"productId":1,', json, 400],
      ['/rfq', '', json, 400],
      ['/rfq', '[]', json, 400],
      ['/rfq', 'null', json, 400],
      [
        '/rfq',
        JSON.stringify({ productId: 1, quantity: 1, contactName: 'A', email: 'nope' }),
        json,
        400,
      ],
      [
        '/rfq',
        JSON.stringify({ productId: 1, quantity: -5, contactName: 'A', email: 'a@b.co' }),
        json,
        400,
      ],
      [
        '/rfq',
        JSON.stringify({
          productId: '1; drop table',
          quantity: 1,
          contactName: 'A',
          email: 'a@b.co',
        }),
        json,
        400,
      ],
      [
        '/rfq',
        JSON.stringify({ productId: 1, quantity: 1, contactName: 'A\u0000', email: 'a@b.co' }),
        json,
        400,
      ],
      [
        '/rfq',
        JSON.stringify({
          productId: 1,
          quantity: 1,
          contactName: 'A',
          email: 'a@b.co',
          message: 'x'.repeat(20_000),
        }),
        json,
        413,
      ],
      ['/rfq', 'productId=1', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
      ['/comments', JSON.stringify({ articleId: 1, authorName: ' ', content: 'x' }), json, 400],
      ['/followers', JSON.stringify({ name: 'A', email: 'a@b.co', country: 'Germany' }), json, 400],
      ['/visits', 'not json', { 'content-type': 'text/plain' }, 400],
      ['/visits', JSON.stringify({ sessionId: 'short', pagePath: '/' }), json, 400],
      ['/visits', JSON.stringify({ sessionId: 'abcdefgh12', pagePath: 'http://evil' }), json, 400],
    ];
    for (const [path, payload, headers, status] of cases) {
      const res = await site('POST', path, { payload, headers });
      expect(res.statusCode, `${path} ${String(payload).slice(0, 60)}`).toBe(status);
      expect(res.json()).toMatchObject({ code: status });
    }
  });
});

describe('limits and origins', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildExtraApp({
      rateLimit: { siteWrite: 3, siteRead: 5 },
      siteOrigins: ['https://www.harbour-tools.example'],
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('limits writes and reads per IP with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await limited.inject({
        method: 'POST',
        url: `${V1}/followers`,
        payload: { name: 'Flood', email: `flood_${uid()}@example.com` },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toMatchObject({ code: 429 });
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another address has its own allowance.
    const other = await limited.inject({
      method: 'POST',
      url: `${V1}/followers`,
      payload: { name: 'Other', email: `other_${uid()}@example.com` },
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(200);
    const reads: number[] = [];
    for (let i = 0; i < 7; i += 1)
      reads.push(
        (await limited.inject({ method: 'GET', url: `${V1}/colors`, remoteAddress: '203.0.113.9' }))
          .statusCode,
      );
    expect(reads.filter((s) => s === 429)).toHaveLength(2);
  });

  it('grants CORS to configured origins only', async () => {
    const allowed = await limited.inject({
      method: 'OPTIONS',
      url: `${V1}/rfq`,
      headers: {
        origin: 'https://www.harbour-tools.example',
        'access-control-request-method': 'POST',
      },
      remoteAddress: '203.0.113.20',
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(
      'https://www.harbour-tools.example',
    );
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');
    const other = await limited.inject({
      method: 'GET',
      url: `${V1}/navigation`,
      headers: { origin: 'https://evil.example' },
      remoteAddress: '203.0.113.21',
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('contract', () => {
  it('every site API route is anonymous and described in openapi.yaml', () => {
    const documented = Object.keys(app.openapi.paths as object);
    const routes = app.routeManifest.filter(
      (r) => r.url.startsWith(V1) && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      expect(route.auth, route.url).toBe('anonymous');
      expect(documented, route.url).toContain(route.url.replace(/:(\w+)/g, '{$1}'));
    }
  });
});
