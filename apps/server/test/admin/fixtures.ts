import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../src/db/schema';
import { seedAdmin } from '../../src/db/seed/admin';
import { expectContract } from '../contract';
import { getApp, getShared, injectApi, loginAs } from '../helper';

/** A valid POST /system/menu body: a page under 系统管理 with a unique name and path. */
export const menuBody = (over: Record<string, unknown> = {}) => ({
  menuName: `测试菜单${Math.random().toString(36).slice(2, 8)}`,
  parentId: 1,
  orderNum: 99,
  path: `t${Math.random().toString(36).slice(2, 8)}`,
  component: 'system/test/index',
  menuType: 'C',
  isFrame: '1',
  isCache: '0',
  visible: '0',
  status: '0',
  perms: 'system:test:list',
  icon: 'star',
  ...over,
});

let adminToken: string | undefined;
let passwordHash: Promise<string> | undefined;

/** Token of the super administrator (cached for the file run). */
export async function admin(): Promise<string> {
  const app = await getApp();
  // The suite shares one clock: a file that jumped past the idle timeout ended this session.
  if (adminToken && (await app.sessions.resolve(adminToken))) return adminToken;
  adminToken = await loginAs(app, 'admin');
  return adminToken;
}

/** Seeds the admin area once (the lead wires seedAdmin into seed.ts; tests do not rely on it). */
export async function ensureAdminSeed(): Promise<void> {
  const { database } = await getShared();
  await seedAdmin(database.db);
}

/**
 * Creates a role holding exactly the menus whose perms are `perms`, and a signed-in user in it.
 * Returns the user's token and name.
 */
export async function userWith(perms: string[]): Promise<{ token: string; userName: string }> {
  const { database } = await getShared();
  const db = database.db;
  const suffix = randomBytes(4).toString('hex');
  const userName = `adm_${suffix}`;
  const [role] = await db
    .insert(sysRole)
    .values({ roleName: `r_${suffix}`, roleKey: `r_${suffix}`, roleSort: 9, status: '0' })
    .returning();
  passwordHash ??= hash('secret123');
  const [user] = await db
    .insert(sysUser)
    .values({ userName, nickName: userName, password: await passwordHash, deptId: 105 })
    .returning();
  if (!role || !user) throw new Error('fixture insert failed');
  if (perms.length > 0) {
    const menus = await db
      .select({ menuId: sysMenu.menuId })
      .from(sysMenu)
      .where(inArray(sysMenu.perms, perms));
    if (menus.length > 0)
      await db
        .insert(sysRoleMenu)
        .values(menus.map((m) => ({ roleId: role.roleId, menuId: m.menuId })));
  }
  await db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
  return { token: await loginAs(await getApp(), userName, 'secret123'), userName };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call with a token; JSON payloads for objects. */
export async function call(
  method: Method,
  url: string,
  token: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return injectApi(await getApp(), method, url, { token, payload, headers });
}

/** Adds a row through `POST path` as the administrator: the contract's answer, `操作成功`. */
export async function addAsAdmin(path: string, values: Record<string, unknown>): Promise<void> {
  const res = await call('POST', path, await admin(), values);
  expectContract(res, 'post', path);
  expect(body(res)).toEqual({ code: 200, msg: '操作成功' });
}

/**
 * Adds a row through `POST path` as the administrator (see addAsAdmin) and reads it back: the row
 * of `table` whose `key` holds the value sent.
 */
export async function addAndRead<T extends PgTable, K extends keyof T['$inferSelect'] & string>(
  path: string,
  values: Record<string, unknown>,
  table: T,
  key: K,
): Promise<T['$inferSelect']> {
  await addAsAdmin(path, values);
  const column = getTableColumns(table as PgTable)[key];
  if (!column) throw new Error(`no column ${key}`);
  const { database } = await getShared();
  const [row] = await database.db
    .select()
    .from(table as PgTable)
    .where(eq(column, String(values[key])));
  if (!row) throw new Error(`${path}: row not created`);
  return row as T['$inferSelect'];
}

/**
 * `GET url` as the administrator, checked against the contract at `path` (by default `url`
 * without its query); the JSON body.
 */
export async function adminGet(url: string, path = url.split('?')[0] ?? url) {
  const res = await call('GET', url, await admin());
  expectContract(res, 'GET', path);
  return body(res);
}

/**
 * Calls the API with `token` (and `payload`) and asserts the HTTP `status` and/or JSON `code` of
 * the answer, checked against the contract operation `contract` when given.
 */
export async function expectAnswer(
  expected: { status?: number; code?: number; contract?: string },
  method: Method,
  url: string,
  token: string,
  payload?: unknown,
) {
  const res = await call(method, url, token, payload);
  if (expected.contract) expectContract(res, method, expected.contract);
  if (expected.status !== undefined) expect(res.statusCode, url).toBe(expected.status);
  if (expected.code !== undefined) expect(body(res).code, url).toBe(expected.code);
}

/** The JSON body typed loosely. */
export const body = (res: LightMyRequestResponse) =>
  res.json<
    { code: number; msg: string; data?: unknown; rows?: unknown[]; total?: number } & Record<
      string,
      unknown
    >
  >();

/**
 * A route a permission check calls: method, URL, the path of its contract and the payload sent, if
 * any.
 */
export type RouteCheck = readonly [Method, string, string, unknown?];

/** Calls each route with `token`; each answers as its contract says, with code 403. */
export async function expectForbidden(token: string, routes: readonly RouteCheck[]) {
  for (const [method, url, path, payload] of routes) {
    const res = await call(method, url, token, payload);
    expectContract(res, method, path);
    expect(body(res).code, url).toBe(403);
  }
}
