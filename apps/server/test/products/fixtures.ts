import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../src/db/schema';
import { seedProducts } from '../../src/db/seed/products';
import { hashPassword } from '../../src/services/passwords';
import type { ProductFields } from '../../src/services/products/types';
import { expectContract } from '../contract';
import { getApp, getShared, injectApi, loginAs } from '../helper';

/** A short unique suffix, so names never collide with other files sharing the database. */
export const uid = () => randomBytes(3).toString('hex');

export interface Ctx {
  app: FastifyInstance;
  token: string;
}

/** The shared app with the products seed in place, signed in as admin. */
export async function adminCtx(): Promise<Ctx> {
  const app = await getApp();
  const { database } = await getShared();
  await seedProducts(database.db);
  return { app, token: await loginAs(app, 'admin') };
}

/** Signs in a new user whose only role holds the menus carrying `perms`. */
export async function userWith(perms: string[]): Promise<string> {
  const app = await getApp();
  const db = (await getShared()).database.db;
  const name = `tp_${uid()}`;
  const [role] = await db
    .insert(sysRole)
    .values({ roleName: name, roleKey: name, roleSort: 60, status: '0' })
    .returning({ roleId: sysRole.roleId });
  const menus = perms.length
    ? await db.select({ menuId: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.perms, perms))
    : [];
  if (!role) throw new Error('role insert failed');
  if (menus.length)
    await db
      .insert(sysRoleMenu)
      .values(menus.map((m) => ({ roleId: role.roleId, menuId: m.menuId })));
  const [user] = await db
    .insert(sysUser)
    .values({
      userName: name,
      nickName: name,
      deptId: 103,
      password: await hashPassword('admin123'),
    })
    .returning({ userId: sysUser.userId });
  if (!user) throw new Error('user insert failed');
  await db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
  return loginAs(app, name);
}

/** Sends a request (English answers unless `headers` say otherwise); checks it against the contract. */
export async function call(
  ctx: Ctx,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  contractPath: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const res = await injectApi(ctx.app, method, url, {
    token: ctx.token,
    payload,
    headers: { 'accept-language': 'en', ...headers },
  });
  expectContract(res, method, contractPath);
  return res;
}

/** Parsed body of an answer. */
export const body = <T = { code: number; msg: string; data?: unknown }>(
  res: LightMyRequestResponse,
) => res.json<T>();

/** Creates a top category and a sub-category with unique names; returns their ids. */
export async function makeCategories(ctx: Ctx): Promise<{ topId: number; subId: number }> {
  const add = async (payload: object) => {
    const res = await call(ctx, 'POST', '/brand/category', '/brand/category', payload);
    const json = body<{ code: number; msg: string; data: { categoryId: number } }>(res);
    if (json.code !== 200) throw new Error(`category add failed: ${json.msg}`);
    return json.data.categoryId;
  };
  const topId = await add({ name: `Top ${uid()}`, recommendCount: 2, sort: 5 });
  const subId = await add({ name: `Sub ${uid()}`, parentId: topId, recommendCount: 1 });
  return { topId, subId };
}

/**
 * The admin context of a test file with two fresh categories (a top one and one under it), made
 * before the file's tests; the object fills in then.
 */
export function useAdminWithCategories(): Ctx & { topId: number; subId: number } {
  const ctx = {} as Ctx & { topId: number; subId: number };
  beforeAll(async () => {
    Object.assign(ctx, await adminCtx());
    Object.assign(ctx, await makeCategories(ctx));
  });
  return ctx;
}

/** The JSON answer of a products route. */
export type Answer<T = unknown> = {
  code: number;
  msg: string;
  data: T;
  errors?: Array<{ field: string; code?: string; msg: string }>;
};

/** A product form that passes every rule. */
export function validProduct(categoryId: number, name = `Product ${uid()}`): ProductFields {
  return {
    name,
    series: 'S1',
    modelName: `M-${uid()}`,
    categoryId,
    images: ['/profile/upload/p/cover.png', 'https://cdn.example.com/p/2.jpg'],
    videoUrl: '',
    specAttributes: [{ name: 'Material', value: 'Steel' }],
    customAttributes: [{ key: 'Colour', value: 'Blue' }],
    specTable: {
      columns: [
        { key: 'size', label: 'Size', numeric: false },
        { key: 'power', label: 'Power', numeric: true },
      ],
      rows: [{ size: 'DN25', power: '1.5' }],
    },
    priceType: 'fixed',
    factoryPrice: 10,
    agentPrice: 12,
    userPrice: 15,
    effectivePrice: 14,
    attachments: [{ name: 'Datasheet', url: '/profile/upload/p/ds.pdf' }],
    certificates: [],
    faqIds: [],
    recommendQuantity: 2,
    previewQuantity: 10,
    autoList: false,
    keywords: 'pump',
    description: '<p>Good</p>',
  };
}

/** Adds a valid product; returns its id and version. */
export async function makeProduct(
  ctx: Ctx,
  categoryId: number,
  overrides: Partial<ProductFields> = {},
): Promise<{ productId: number; version: number }> {
  const res = await call(ctx, 'POST', '/brand/product', '/brand/product', {
    ...validProduct(categoryId),
    ...overrides,
  });
  const json = body<{ code: number; msg: string; data: { productId: number; version: number } }>(
    res,
  );
  if (json.code !== 200) throw new Error(`product add failed: ${JSON.stringify(json)}`);
  return json.data;
}
