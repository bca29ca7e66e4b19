import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  sysMenu,
  sysRole,
  sysRoleDept,
  sysRoleMenu,
  sysUser,
  sysUserRole,
} from '../../src/db/schema';
import { hashPassword } from '../../src/services/passwords';
import { expectContract } from '../contract';
import { type ApiRequest, getApp, getShared, injectApi, loginAs } from '../helper';

/** A short unique suffix, so names never collide with other files sharing the database. */
export const uid = () => randomBytes(3).toString('hex');

/** Digits for a unique 11-character phone number. */
export const phone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

let passwordHash: Promise<string> | undefined;

/** Creates a role holding the menus that carry `perms` (plus menu ids given), straight in the DB. */
export async function createRole(options: {
  perms: string[];
  dataScope?: '1' | '2' | '3' | '4' | '5';
  deptIds?: number[];
  status?: '0' | '1';
}): Promise<{ roleId: number; roleName: string; roleKey: string; menuIds: number[] }> {
  const { database } = await getShared();
  const db = database.db;
  const name = `t_role_${uid()}`;
  const [role] = await db
    .insert(sysRole)
    .values({
      roleName: name,
      roleKey: name,
      roleSort: 50,
      dataScope: options.dataScope ?? '1',
      status: options.status ?? '0',
    })
    .returning();
  if (!role) throw new Error('role insert failed');
  const menus =
    options.perms.length === 0
      ? []
      : await db
          .select({ menuId: sysMenu.menuId })
          .from(sysMenu)
          .where(inArray(sysMenu.perms, options.perms));
  if (menus.length > 0)
    await db
      .insert(sysRoleMenu)
      .values(menus.map((m) => ({ roleId: role.roleId, menuId: m.menuId })));
  if (options.deptIds?.length)
    await db
      .insert(sysRoleDept)
      .values(options.deptIds.map((deptId) => ({ roleId: role.roleId, deptId })));
  return {
    roleId: role.roleId,
    roleName: name,
    roleKey: name,
    menuIds: menus.map((m) => m.menuId),
  };
}

/** Creates a user (password admin123) in a department with roles, straight in the DB. */
export async function createUser(options: {
  deptId: number | null;
  roleIds?: number[];
  userName?: string;
}): Promise<{ userId: number; userName: string }> {
  const { database } = await getShared();
  const db = database.db;
  passwordHash ??= hashPassword('admin123');
  const userName = options.userName ?? `t_user_${uid()}`;
  const [user] = await db
    .insert(sysUser)
    .values({
      deptId: options.deptId,
      userName,
      nickName: userName,
      password: await passwordHash,
      pwdUpdateDate: new Date(),
    })
    .returning({ userId: sysUser.userId });
  if (!user) throw new Error('user insert failed');
  if (options.roleIds?.length)
    await db
      .insert(sysUserRole)
      .values(options.roleIds.map((roleId) => ({ userId: user.userId, roleId })));
  return { userId: user.userId, userName };
}

/** A user holding a fresh role with `perms` and `dataScope`; returns ids and a signed-in token. */
export async function operatorWith(
  perms: string[],
  options: { deptId?: number; dataScope?: '1' | '2' | '3' | '4' | '5'; deptIds?: number[] } = {},
) {
  const role = await createRole({
    perms,
    dataScope: options.dataScope ?? '1',
    ...(options.deptIds ? { deptIds: options.deptIds } : {}),
  });
  const user = await createUser({ deptId: options.deptId ?? 103, roleIds: [role.roleId] });
  const token = await loginAs(await getApp(), user.userName);
  return { ...user, role, token };
}

/** Reads a user row. */
export async function userRow(userId: number) {
  const { database } = await getShared();
  const [row] = await database.db.select().from(sysUser).where(eq(sysUser.userId, userId));
  return row;
}

export interface CallOptions extends ApiRequest {
  /** Contract operation path (e.g. `/system/user/{userId}`); checked when given. */
  contract?: string;
}

/** Calls the API and, when `contract` is given, checks the response against openapi.yaml. */
export async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const res = await injectApi(await getApp(), method, url, options);
  if (options.contract) expectContract(res, method, options.contract);
  return res;
}

/** The JSON body of a call, with code/msg typed. */
export async function json<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<T & { code: number; msg: string }> {
  const res = await call(method, url, options);
  return res.json<T & { code: number; msg: string }>();
}

/**
 * Asserts that `GET {base}/{id}` answers code 500 for an id that does not exist and HTTP 400 for
 * one that is not a number, both checked against the contract operation `{base}/{${param}}`.
 */
export async function expectUnknownAndBadIds(token: string, base: string, param: string) {
  const contract = `${base}/{${param}}`;
  await expectAnswer({ code: 500 }, 'GET', `${base}/999999`, { token, contract });
  await expectAnswer({ status: 400 }, 'GET', `${base}/abc`, { token, contract });
}

/** Asserts a `{code:200}` answer. */
export function expectOk(body: { code: number; msg: string }) {
  expect(body, body.msg).toMatchObject({ code: 200 });
}

/** Calls the API and asserts a `{code:200}` answer, checked against the contract of `url` itself. */
export async function sendOk(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: Omit<CallOptions, 'contract'>,
) {
  expectOk(await json(method, url, { ...options, contract: url }));
}

/**
 * Calls the API and asserts the answer: its HTTP `status` when given, and the other fields of
 * `expected` (e.g. `code`, `msg`) in its JSON body.
 */
export async function expectAnswer(
  { status, ...fields }: { status?: number; code?: number; msg?: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
) {
  const res = await call(method, url, options);
  if (status !== undefined) expect(res.statusCode, url).toBe(status);
  if (Object.keys(fields).length > 0) {
    const body = res.json<{ code: number; msg: string }>();
    expect(body, body.msg).toMatchObject(fields);
  }
}

/** Calls an export route: an xlsx answer (HTTP 200, a spreadsheet content type), returned. */
export async function exportXlsx(url: string, options: CallOptions) {
  const res = await call('POST', url, options);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toContain('spreadsheetml');
  return res;
}

/** A multipart/form-data payload with one file part. */
export function multipart(
  field: string,
  fileName: string,
  contentType: string,
  bytes: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----wcm${uid()}${uid()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The admin's token (cached per call site is cheap enough: sign-in is in-process). */
export const adminToken = async () => loginAs(await getApp(), 'admin');
