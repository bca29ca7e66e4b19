import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectContract } from './contract';
import {
  API,
  bearer,
  buildExtraApp,
  getApp,
  injectApi,
  loginAs,
  testTempDir,
  useSharedApp,
} from './helper';

// The shared app starts in a hook (its own timeout): creating the database takes long on a busy machine.
useSharedApp();

describe('route manifest', () => {
  it('every route declares auth, and only the known ones are anonymous', async () => {
    const app = await getApp();
    expect(app.routeManifest.length).toBeGreaterThan(8);
    const undeclared = app.routeManifest.filter((r) => r.auth === undefined);
    expect(undeclared).toEqual([]);
    // The public site API (test/site-api) is anonymous as a whole.
    const anonymous = [
      ...new Set(
        app.routeManifest
          .filter((r) => r.auth === 'anonymous' && !r.url.startsWith('/site-api/'))
          .map((r) => r.url),
      ),
    ].sort();
    expect(anonymous).toEqual(
      [
        `/`,
        // The applicant's signed link (HMAC, expiry and nonce checked by the route).
        `${API}/business/download/file/:applyId`,
        `${API}/captchaImage`,
        // Invitation links: the token in the link is the credential (issue 15).
        `${API}/factory/invitation/:token`,
        `${API}/factory/invitation/:token/accept`,
        `${API}/factory/invitation/:token/refuse`,
        `${API}/login`,
        `${API}/logout`,
        `${API}/profile/upload/:key`,
        `${API}/register`,
        `${API}/system/config/configKey/sys.account.registerUser`,
        // The example brand site (static files).
        '/site',
        '/site/',
        '/site/:file',
        '/wcm',
        '/wcm/*',
      ].sort(),
    );
  });

  it('every API route is described in openapi.yaml', async () => {
    const app = await getApp();
    const documented = Object.keys(app.openapi.paths as object);
    const apiRoutes = app.routeManifest.filter((r) => r.url.startsWith(API) && r.method !== 'HEAD');
    for (const route of apiRoutes) {
      const openapiPath = route.url.slice(API.length).replace(/:(\w+)/g, '{$1}');
      expect(documented, route.url).toContain(openapiPath);
    }
  });
});

describe('hardening', () => {
  it('sets security headers (CSP for the SPA, no framing, nosniff)', async () => {
    const app = await getApp();
    const res = await injectApi(app, 'GET', '/captchaImage');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Same rule as frame-ancestors 'none', for browsers that only know the older header.
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('marks API answers no-store (signed-in JSON, captcha, exports) unless a route chose', async () => {
    const app = await getApp();
    const token = await loginAs(app, 'admin');
    for (const url of [
      '/getInfo',
      '/system/user/list',
      '/system/config/configKey/sys.index.skinName',
    ]) {
      const res = await injectApi(app, 'GET', url, { token });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const captcha = await injectApi(app, 'GET', '/captchaImage');
    expect(captcha.headers['cache-control']).toBe('no-store');
    const exported = await injectApi(app, 'POST', '/system/user/export', { token });
    expect(exported.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only over HTTPS, which behind a proxy needs WCM_TRUST_PROXY', async () => {
    const app = await getApp();
    const plain = await injectApi(app, 'GET', '/captchaImage');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forwarded = { 'x-forwarded-proto': 'https' };
    // Without a trusted proxy, anyone could send the header: it is ignored.
    const spoofed = await injectApi(app, 'GET', '/captchaImage', { headers: forwarded });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const proxied = await buildExtraApp({ trustProxy: '127.0.0.1' });
    try {
      const res = await injectApi(proxied, 'GET', '/captchaImage', { headers: forwarded });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await injectApi(proxied, 'GET', '/captchaImage');
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('answers malformed JSON with 400 and an envelope, never 5xx', async () => {
    const app = await getApp();
    for (const payload of [
      '{"username":',
      'not json',
      '{"__proto__":{"admin":true},"username":"a","password":"b"}',
    ]) {
      const res = await injectApi(app, 'POST', '/login', {
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBeLessThan(500);
      expectContract(res, 'post', '/login');
    }
    const wrongType = await injectApi(app, 'POST', '/login', {
      payload: { username: 1, password: ['x'] },
    });
    expect(wrongType.statusCode).toBeLessThan(500);
  });

  it('answers ids past int4, NUL characters and broken multipart with 400, never 5xx', async () => {
    const app = await getApp();
    const headers = bearer(await loginAs(app, 'admin'));
    for (const url of [
      '/system/user/2147483648',
      '/system/role/list?roleId=99999999999',
      '/system/config/configKey/a%00b',
      '/system/user/list?userName=a%00b',
    ]) {
      const res = await injectApi(app, 'GET', url, { headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 400 });
    }
    // An integer the contract does not bound but int4 cannot hold: the database's data
    // exception answers 400 (found by the malformed-input fuzz), and nothing is stored.
    const big = await injectApi(app, 'POST', '/brand/category', {
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { name: 'Too many to recommend', recommendCount: 2147483648 },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ code: 400 });
    // A lone surrogate is valid JSON but cannot be stored: refused before any handler.
    const lone = await injectApi(app, 'POST', '/drafts/product', {
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"form":{"specAttributes":[{"name":"a","value":"\\ud800"}]}}',
    });
    expect(lone.statusCode).toBe(400);
    const paired = await injectApi(
      app,
      'GET',
      `/system/user/list?userName=${encodeURIComponent('\u{1F600}')}`,
      {
        headers,
      },
    );
    expect(paired.statusCode).toBe(200);
    const uploads = app.routeManifest.filter(
      (r) => r.method === 'POST' && /upload|importData|avatar/i.test(r.url),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(5);
    for (const route of uploads)
      for (const [type, payload] of [
        ['multipart/form-data', 'no boundary'],
        [
          'multipart/form-data; boundary=abc',
          '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\ncut',
        ],
      ]) {
        const res = await app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...headers, 'content-type': type },
          payload,
        });
        // Refused: 400 where the parser notices, a business refusal where the file is unreadable.
        expect(res.statusCode, `${route.url} ${type}`).toBeLessThan(500);
        expect(res.json<{ code: number }>().code, `${route.url} ${type}`).not.toBe(200);
      }
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const app = await getApp();
    const res = await injectApi(app, 'GET', '/no/such/path');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it('rate-limits /login and /captchaImage per IP with 429 and Retry-After', async () => {
    // With REDIS_URL the counters live in Redis (under this run's own prefix).
    const limited = await buildExtraApp({
      rateLimit: { login: 3, captcha: 2 },
      redisUrl: process.env.REDIS_URL,
      redisKeyPrefix: `wcm:test:rl-${process.pid}-${Date.now()}:`,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await injectApi(limited, 'POST', '/login', {
          payload: { username: 'nobody', password: 'whatever' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expectContract(res, 'post', '/login');
          expect(res.headers['retry-after']).toBeDefined();
          expect(res.json()).toMatchObject({ code: 429 });
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const captcha = [];
      for (let i = 0; i < 3; i += 1)
        captcha.push((await injectApi(limited, 'GET', '/captchaImage')).statusCode);
      expect(captcha).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('host app at /wcm/', () => {
  const dist = testTempDir('dist-');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>WCM</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  let built: Awaited<ReturnType<typeof buildExtraApp>> | undefined;
  const builtApp = async () => (built ??= await buildExtraApp({ hostDist: dist }));
  afterAll(async () => built?.close());

  it('redirects / to /wcm/', async () => {
    const res = await (await getApp()).inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/wcm/');
  });

  it('answers 503 text when the console is not built', async () => {
    const res = await (await getApp()).inject({ method: 'GET', url: '/wcm/system/user' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('not built');
  });

  it('serves index.html for client routes with no-cache, and hashed assets with a long cache', async () => {
    const app = await builtApp();
    for (const url of ['/wcm/', '/wcm/system/user', '/wcm/login?redirect=%2Findex']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>WCM</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ method: 'GET', url: '/wcm/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/wcm/assets/missing-1.js' })).statusCode).toBe(
      404,
    );
    const traversal = await app.inject({ method: 'GET', url: '/wcm/..%2f..%2fetc%2fpasswd' });
    expect(traversal.body).not.toContain('root:');
  });
});
