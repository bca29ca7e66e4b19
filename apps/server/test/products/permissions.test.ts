import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../src/plugins/contract';
import { productsRoutes } from '../../src/routes/products/index';
import { API, getApp } from '../helper';
import {
  adminCtx,
  body,
  call,
  type Ctx,
  makeCategories,
  makeProduct,
  userWith,
  validProduct,
} from './fixtures';

type Route = [
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  contract: string,
  permission: string,
  payload?: object,
];

let admin: Ctx;
let routes: Route[];
beforeAll(async () => {
  admin = await adminCtx();
  const { subId, topId } = await makeCategories(admin);
  const { productId } = await makeProduct(admin, subId);
  const ids = { ids: [productId] };
  routes = [
    ['GET', '/brand/category/list', '/brand/category/list', 'brand:category:list'],
    ['GET', `/brand/category/${topId}`, '/brand/category/{categoryId}', 'brand:category:query'],
    [
      'POST',
      '/brand/category',
      '/brand/category',
      'brand:category:add',
      { name: 'x', recommendCount: 1 },
    ],
    [
      'PUT',
      '/brand/category',
      '/brand/category',
      'brand:category:edit',
      { categoryId: topId, name: 'x', recommendCount: 1 },
    ],
    [
      'PUT',
      '/brand/category/sort',
      '/brand/category/sort',
      'brand:category:edit',
      { items: [{ categoryId: topId, sort: 1 }] },
    ],
    ['DELETE', `/brand/category/${topId}`, '/brand/category/{categoryId}', 'brand:category:remove'],
    ['GET', '/brand/product/list', '/brand/product/list', 'brand:product:list'],
    ['GET', `/brand/product/${productId}`, '/brand/product/{productId}', 'brand:product:query'],
    ['POST', '/brand/product', '/brand/product', 'brand:product:add', validProduct(subId)],
    [
      'PUT',
      '/brand/product',
      '/brand/product',
      'brand:product:edit',
      { ...validProduct(subId), productId, version: 1 },
    ],
    ['DELETE', `/brand/product/${productId}`, '/brand/product/{productId}', 'brand:product:remove'],
    [
      'PUT',
      '/brand/product/listing',
      '/brand/product/listing',
      'brand:product:edit',
      { ...ids, listed: false },
    ],
    ['PUT', '/brand/product/submit', '/brand/product/submit', 'brand:product:edit', ids],
    [
      'PUT',
      '/brand/product/audit',
      '/brand/product/audit',
      'brand:product:audit',
      { ...ids, action: 'approve' },
    ],
    [
      'PUT',
      '/brand/product/recommend',
      '/brand/product/recommend',
      'brand:product:edit',
      { ...ids, recommended: true },
    ],
    ['POST', '/brand/product/export', '/brand/product/export', 'brand:product:export', {}],
    ['GET', '/drafts/product/list', '/drafts/product/list', 'drafts:product:list'],
    ['GET', '/drafts/product/1', '/drafts/product/{draftId}', 'drafts:product:query'],
    ['POST', '/drafts/product', '/drafts/product', 'drafts:product:add', { form: {} }],
    [
      'PUT',
      '/drafts/product',
      '/drafts/product',
      'drafts:product:edit',
      { draftId: 1, version: 1, form: {} },
    ],
    ['DELETE', '/drafts/product/1', '/drafts/product/{draftId}', 'drafts:product:remove'],
    [
      'POST',
      '/drafts/product/1/publish',
      '/drafts/product/{draftId}/publish',
      'drafts:product:edit',
    ],
  ];
});

describe('products area permissions', () => {
  it('every route refuses a signed-in user without its permission (403) and anonymous callers (401)', async () => {
    // A user holding every products permission except the one each route needs.
    const all = [...new Set(routes.map((r) => r[3]))];
    for (const [method, url, contract, permission, payload] of routes) {
      const token = await userWith(all.filter((p) => p !== permission));
      const res = await call({ app: admin.app, token }, method, url, contract, payload);
      expect(body(res), `${method} ${url}`).toEqual({
        code: 403,
        msg: 'No permission; please ask the administrator for access',
      });
      const anon = await admin.app.inject({
        method,
        url: `${API}${url}`,
        ...(payload ? { payload } : {}),
      });
      expect(anon.json<{ code: number }>().code, `${method} ${url} anonymous`).toBe(401);
    }
  });

  it('a reviewer without brand:product:edit can approve but not list', async () => {
    const token = await userWith([
      'brand:product:list',
      'brand:product:query',
      'brand:product:audit',
    ]);
    const reviewer = { app: await getApp(), token };
    const { subId } = await makeCategories(admin);
    const { productId } = await makeProduct(admin, subId);
    const approve = await call(reviewer, 'PUT', '/brand/product/audit', '/brand/product/audit', {
      ids: [productId],
      action: 'approve',
    });
    expect(body(approve).code).toBe(200);
    const list = await call(reviewer, 'PUT', '/brand/product/listing', '/brand/product/listing', {
      ids: [productId],
      listed: true,
    });
    expect(body(list).code).toBe(403);
    const listed = await call(admin, 'PUT', '/brand/product/listing', '/brand/product/listing', {
      ids: [productId],
      listed: true,
    });
    expect(body(listed).code).toBe(200);
  });

  it('declares auth on every products route and an operation log on every change', async () => {
    const app = await getApp();
    const mine = app.routeManifest.filter(
      (r) => r.method !== 'HEAD' && /\/(brand\/(product|category)|drafts\/product)/.test(r.url),
    );
    expect(mine.length).toBe(routes.length);
    for (const r of mine) expect(r.auth, r.url).toMatchObject({ permission: expect.any(String) });
    // The route configs themselves, from a bare instance with only this area registered.
    const bare = Fastify();
    bare.decorate('openapi', loadOpenApi());
    const configs: Array<{ method: string; url: string; operLog?: unknown }> = [];
    bare.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) configs.push({ method, url: route.url, ...route.config });
    });
    await bare.register(productsRoutes);
    await bare.ready();
    const changes = configs.filter((c) => c.method !== 'GET' && c.method !== 'HEAD');
    expect(changes.length).toBe(routes.filter((r) => r[0] !== 'GET').length);
    for (const c of changes)
      expect(c.operLog, `${c.method} ${c.url}`).toMatchObject({ title: expect.any(String) });
    await bare.close();
  });
});
