// The example brand site at /site/ (issue 18): static files served read-only under the CSP that
// forbids inline scripts; only the listed files are served.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { getApp } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getApp();
});

describe('example brand site', () => {
  it('/site redirects to /site/', async () => {
    const res = await app.inject({ method: 'GET', url: '/site' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/site/');
  });

  it('serves the page with its script and style sheet, and no inline script', async () => {
    const res = await app.inject({ method: 'GET', url: '/site/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<script src="site.js" defer></script>');
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(res.body).not.toMatch(/\son[a-z]+=/i);

    const js = await app.inject({ method: 'GET', url: '/site/site.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toContain("const API = '/site-api/v1'");
    const css = await app.inject({ method: 'GET', url: '/site/site.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('serves nothing else: other names and path tricks are 404', async () => {
    for (const url of [
      '/site/example-site.ts',
      '/site/..%2Findex.ts',
      '/site/%2E%2E%2Fexample-site.ts',
      '/site/constructor',
      '/site/index.html/x',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('writes go nowhere: /site/ takes no POST', async () => {
    const res = await app.inject({ method: 'POST', url: '/site/', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
