import { beforeAll, describe, expect, it } from 'vitest';
import { getApp, loginAs, useSharedApp } from '../helper';
import { createRole, createUser, expectOk, json, operatorWith, userRow } from './fixtures';

const USER_PERMS = [
  'system:user:list',
  'system:user:query',
  'system:user:edit',
  'system:user:resetPwd',
  'system:user:remove',
  'system:dept:list',
  'system:dept:query',
  'system:dept:edit',
  'system:role:list',
  'system:role:query',
  'system:role:edit',
];
const NO_USER = { code: 403, msg: '没有权限访问用户数据！' };

type Table = { rows: Array<{ userId: number; deptId: number | null }>; total: number };

useSharedApp();

describe('data scope "own department" (3)', () => {
  let op: Awaited<ReturnType<typeof operatorWith>>;
  let inside: { userId: number; userName: string };
  let outside: { userId: number; userName: string };

  beforeAll(async () => {
    op = await operatorWith(USER_PERMS, { deptId: 104, dataScope: '3' });
    inside = await createUser({ deptId: 104 });
    outside = await createUser({ deptId: 105 });
  });

  it('lists only users of the own department', async () => {
    const list = await json<Table>('GET', '/system/user/list', {
      token: op.token,
      query: { pageSize: '100' },
      contract: '/system/user/list',
    });
    const ids = list.rows.map((r) => r.userId);
    expect(ids).toContain(inside.userId);
    expect(ids).not.toContain(outside.userId);
    expect(list.rows.every((r) => r.deptId === 104)).toBe(true);
    expect(list.total).toBe(list.rows.length);
    const filtered = await json<Table>('GET', '/system/user/list', {
      token: op.token,
      query: { deptId: '105' },
    });
    expect(filtered.total).toBe(0);
    // A client-supplied params[dataScope] changes nothing.
    const forged = await json<Table>('GET', '/system/user/list', {
      token: op.token,
      query: { 'params[dataScope]': '', pageSize: '100' },
    });
    expect(forged.rows.every((r) => r.deptId === 104)).toBe(true);
  });

  it('refuses every single-user operation outside the scope', async () => {
    const t = op.token;
    const id = outside.userId;
    expect(
      await json('GET', `/system/user/${id}`, { token: t, contract: '/system/user/{userId}' }),
    ).toEqual(NO_USER);
    expect(
      await json('PUT', '/system/user', {
        token: t,
        payload: { userId: id, userName: outside.userName, nickName: 'pwned' },
        contract: '/system/user',
      }),
    ).toEqual(NO_USER);
    expect(
      await json('PUT', '/system/user/resetPwd', {
        token: t,
        payload: { userId: id, password: 'pwned123' },
      }),
    ).toEqual(NO_USER);
    expect(
      await json('PUT', '/system/user/changeStatus', {
        token: t,
        payload: { userId: id, status: '1' },
      }),
    ).toEqual(NO_USER);
    expect(await json('DELETE', `/system/user/${inside.userId},${id}`, { token: t })).toEqual(
      NO_USER,
    );
    expect(
      await json('GET', `/system/user/authRole/${id}`, {
        token: t,
        contract: '/system/user/authRole/{userId}',
      }),
    ).toEqual(NO_USER);
    expect(
      await json('PUT', '/system/user/authRole', {
        token: t,
        query: { userId: String(id), roleIds: String(op.role.roleId) },
      }),
    ).toEqual(NO_USER);
    const row = await userRow(id);
    expect(row).toMatchObject({ nickName: outside.userName, status: '0', delFlag: '0' });
    expect((await userRow(inside.userId))?.delFlag).toBe('0');
  });

  it('allows the same operations inside the scope', async () => {
    const t = op.token;
    const id = inside.userId;
    expectOk(await json('GET', `/system/user/${id}`, { token: t }));
    expectOk(
      await json('PUT', '/system/user', {
        token: t,
        payload: { userId: id, userName: inside.userName, nickName: 'Renamed', deptId: 104 },
      }),
    );
    expectOk(
      await json('PUT', '/system/user/resetPwd', {
        token: t,
        payload: { userId: id, password: 'inside99' },
      }),
    );
    // Moving the user to a department outside the scope is refused.
    expect(
      await json('PUT', '/system/user', {
        token: t,
        payload: { userId: id, userName: inside.userName, nickName: 'x', deptId: 105 },
      }),
    ).toEqual({ code: 403, msg: '没有权限访问部门数据！' });
  });

  it('scopes the department tree, department reads and role list', async () => {
    const tree = await json<{ data: Array<{ id: number; children?: unknown[] }> }>(
      'GET',
      '/system/user/deptTree',
      {
        token: op.token,
        contract: '/system/user/deptTree',
      },
    );
    expect(tree.data).toEqual([{ id: 104, label: '市场部门', disabled: false }]);
    expect(
      await json('GET', '/system/dept/105', { token: op.token, contract: '/system/dept/{deptId}' }),
    ).toEqual({
      code: 403,
      msg: '没有权限访问部门数据！',
    });
    const depts = await json<{ data: Array<{ deptId: number }> }>('GET', '/system/dept/list', {
      token: op.token,
    });
    expect(depts.data.map((d) => d.deptId)).toEqual([104]);
    const roles = await json<{ rows: Array<{ roleId: number }> }>('GET', '/system/role/list', {
      token: op.token,
      contract: '/system/role/list',
    });
    // Roles held by someone in department 104 only (other files may add such roles).
    const roleIds = roles.rows.map((r) => r.roleId);
    expect(roleIds).toContain(op.role.roleId);
    expect(roleIds).not.toContain(1);
    expect(roleIds).not.toContain(2);
    expect(await json('GET', '/system/role/2', { token: op.token })).toEqual({
      code: 403,
      msg: '没有权限访问角色数据！',
    });
  });

  it('never grants roles beyond the operator (scope, permissions, own roles)', async () => {
    const t = op.token;
    /** Gives `userId` the roles `roleIds` (comma-separated) as the operator. */
    const grant = (userId: number, roleIds: string, contract?: string) =>
      json('PUT', '/system/user/authRole', {
        token: t,
        query: { userId: String(userId), roleIds },
        ...(contract ? { contract } : {}),
      });
    // Role 2 holds every menu: more than the operator has, and outside the scope.
    expect((await grant(inside.userId, '2')).code).toBe(403);
    expect(await grant(inside.userId, '1')).toEqual({ code: 403, msg: '没有权限访问角色数据！' });
    // The operator's own role is visible and within their permissions.
    expectOk(await grant(inside.userId, String(op.role.roleId), '/system/user/authRole'));
    // A visible role with a permission the operator lacks.
    const wider = await createRole({ perms: [...USER_PERMS, 'system:user:add'], dataScope: '1' });
    await createUser({ deptId: 104, roleIds: [wider.roleId] });
    expect(await grant(inside.userId, `${op.role.roleId},${wider.roleId}`)).toEqual({
      code: 403,
      msg: '不允许分配超出自身权限的角色',
    });
    // Nor a role within their permissions that sees all data, which they do not.
    const allData = await createRole({ perms: ['system:user:list'], dataScope: '1' });
    await createUser({ deptId: 104, roleIds: [allData.roleId] });
    expect(await grant(inside.userId, `${op.role.roleId},${allData.roleId}`)).toEqual({
      code: 403,
      msg: '不允许分配超出自身权限的角色',
    });
    // Nobody changes their own roles (even to drop one).
    expect(await grant(op.userId, '')).toEqual({ code: 403, msg: '不允许修改自己的角色' });
    expect(
      await json('PUT', '/system/user', {
        token: t,
        payload: {
          userId: op.userId,
          userName: op.userName,
          nickName: 'me',
          roleIds: [op.role.roleId, wider.roleId],
        },
      }),
    ).toEqual({ code: 403, msg: '不允许修改自己的角色' });
  });
});

describe('other data scopes', () => {
  it('"self" (5) sees only the operator; "custom" (2) the role departments; "dept and below" (4) the subtree', async () => {
    const self = await operatorWith(['system:user:list'], { deptId: 104, dataScope: '5' });
    const mine = await json<Table>('GET', '/system/user/list', {
      token: self.token,
      query: { pageSize: '100' },
    });
    expect(mine.rows.map((r) => r.userId)).toEqual([self.userId]);
    const deptList = await operatorWith(['system:dept:list'], { deptId: 104, dataScope: '5' });
    expect(
      (await json<{ data: unknown[] }>('GET', '/system/dept/list', { token: deptList.token })).data,
    ).toEqual([]);

    const custom = await operatorWith(['system:user:list'], {
      deptId: 104,
      dataScope: '2',
      deptIds: [105],
    });
    const c = await json<Table>('GET', '/system/user/list', {
      token: custom.token,
      query: { pageSize: '100' },
    });
    expect(c.rows.length).toBeGreaterThan(0);
    expect(c.rows.every((r) => r.deptId === 105)).toBe(true);

    const below = await operatorWith(['system:user:list'], { deptId: 101, dataScope: '4' });
    const b = await json<Table>('GET', '/system/user/list', {
      token: below.token,
      query: { pageSize: '100' },
    });
    expect(b.rows.every((r) => [101, 103, 104, 105, 106, 107].includes(r.deptId ?? -1))).toBe(true);
    expect(b.rows.map((r) => r.deptId)).toContain(103);
  });

  it('takes only enabled roles carrying the route permission into account (deny by default)', async () => {
    // Role A: "all" but only system:user:query; role B: "own dept" with system:user:list.
    const all = await createRole({ perms: ['system:user:query'], dataScope: '1' });
    const own = await createRole({ perms: ['system:user:list'], dataScope: '3' });
    const u = await createUser({ deptId: 104, roleIds: [all.roleId, own.roleId] });
    const token = await loginAs(await getApp(), u.userName);
    const list = await json<Table>('GET', '/system/user/list', {
      token,
      query: { pageSize: '100' },
    });
    expect(list.rows.every((r) => r.deptId === 104)).toBe(true);
    // The query route is guarded by system:user:query, which role A (all) carries.
    expectOk(await json('GET', '/system/user/2', { token }));

    // A disabled role grants neither the permission nor the scope.
    const disabled = await createRole({ perms: ['system:user:list'], dataScope: '1', status: '1' });
    const d = await createUser({ deptId: 104, roleIds: [disabled.roleId, own.roleId] });
    const dt = await loginAs(await getApp(), d.userName);
    const dl = await json<Table>('GET', '/system/user/list', {
      token: dt,
      query: { pageSize: '100' },
    });
    expect(dl.rows.every((r) => r.deptId === 104)).toBe(true);
  });
});
