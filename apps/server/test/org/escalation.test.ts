import { beforeAll, describe, expect, it } from 'vitest';
import { sysDept, sysMenu } from '../../src/db/schema';
import { getApp, getShared, login, loginAs } from '../helper';
import { createRole, createUser, expectOk, json, userRow } from './fixtures';

/**
 * Issue 19 item 1: a scoped administrator (the old seeded common role: every permission, custom
 * data scope 100/101/105, sitting in 105) must not widen their own reach and take over accounts
 * in departments they cannot see.
 */
async function everyPermission(): Promise<string[]> {
  const { database } = await getShared();
  const rows = await database.db.select({ perms: sysMenu.perms }).from(sysMenu);
  return [...new Set(rows.map((r) => r.perms ?? '').filter((p) => p !== ''))];
}

describe('a scoped administrator cannot widen their own reach', () => {
  let role: Awaited<ReturnType<typeof createRole>>;
  let op: { userId: number; userName: string; token: string };
  let victim: { userId: number; userName: string };

  beforeAll(async () => {
    await getApp();
    role = await createRole({
      perms: await everyPermission(),
      dataScope: '2',
      deptIds: [100, 101, 105],
    });
    const user = await createUser({ deptId: 105, roleIds: [role.roleId] });
    op = { ...user, token: await loginAs(await getApp(), user.userName) };
    victim = await createUser({ deptId: 103 });
  });

  it('reproduces the chain: each step is refused and the victim keeps their password', async () => {
    const t = op.token;
    const moved = await json('PUT', '/system/user', {
      token: t,
      payload: { userId: op.userId, userName: op.userName, nickName: op.userName, deptId: 100 },
      contract: '/system/user',
    });
    expect(moved.code).toBe(403);
    expect((await userRow(op.userId))?.deptId).toBe(105);

    const widened = await json('PUT', '/system/role/dataScope', {
      token: t,
      payload: { roleId: role.roleId, dataScope: '4' },
      contract: '/system/role/dataScope',
    });
    expect(widened.code).toBe(403);

    const reset = await json('PUT', '/system/user/resetPwd', {
      token: t,
      payload: { userId: victim.userId, password: 'Taken0ver!' },
    });
    expect(reset.code).toBe(403);
    const app = await getApp();
    expect((await login(app, victim.userName, 'Taken0ver!')).json()).toMatchObject({ code: 500 });
  });

  it('refuses changes to a role the operator holds (menus, departments, status)', async () => {
    const t = op.token;
    for (const [url, payload] of [
      [
        '/system/role/dataScope',
        { roleId: role.roleId, dataScope: '2', deptIds: [100, 101, 105, 103] },
      ],
      ['/system/role/dataScope', { roleId: role.roleId, dataScope: '5' }],
      [
        '/system/role',
        {
          roleId: role.roleId,
          roleName: role.roleName,
          roleKey: role.roleKey,
          roleSort: 1,
          menuIds: [],
        },
      ],
      ['/system/role/changeStatus', { roleId: role.roleId, status: '1' }],
    ] as const) {
      const res = await json('PUT', url, { token: t, payload, contract: url });
      expect(res, url).toMatchObject({ code: 403 });
    }
  });

  it('refuses a role whose scope reaches past the operator (new account, moved holder)', async () => {
    const t = op.token;
    // A role of the operator's own making, handed to an account the operator controls.
    const wide = await createRole({ perms: ['system:user:list'], dataScope: '5' });
    const helper = await createUser({ deptId: 105, roleIds: [wide.roleId] });
    const toFour = await json('PUT', '/system/role/dataScope', {
      token: t,
      payload: { roleId: wide.roleId, dataScope: '4' },
    });
    // 105 and below stays inside the operator's reach (100, 101, 105)…
    expectOk(toFour);
    // …but moving the holder to 100 would give them every department.
    const move = await json('PUT', '/system/user', {
      token: t,
      payload: { userId: helper.userId, userName: helper.userName, nickName: 'h', deptId: 100 },
    });
    expect(move.code).toBe(403);
    expect((await userRow(helper.userId))?.deptId).toBe(105);
    // Nor may a new account in 100 receive that role.
    const add = await json('POST', '/system/user', {
      token: t,
      payload: {
        userName: `esc${Date.now() % 1e6}`,
        nickName: 'esc',
        password: 'Esc4lation!',
        deptId: 100,
        roleIds: [wide.roleId],
      },
    });
    expect(add.code).toBe(403);
    const other = await createUser({ deptId: 100 });
    const assign = await json('PUT', '/system/role/authUser/selectAll', {
      token: t,
      query: { roleId: String(wide.roleId), userIds: String(other.userId) },
    });
    expect(assign.code).toBe(403);
    const authRole = await json('PUT', '/system/user/authRole', {
      token: t,
      query: { userId: String(other.userId), roleIds: String(wide.roleId) },
    });
    expect(authRole.code).toBe(403);
  });

  it('still lets the operator manage users and roles inside their reach', async () => {
    const t = op.token;
    const colleague = await createUser({ deptId: 105 });
    expectOk(
      await json('PUT', '/system/user', {
        token: t,
        payload: {
          userId: colleague.userId,
          userName: colleague.userName,
          nickName: 'ok',
          deptId: 101,
        },
      }),
    );
    const narrow = await createRole({ perms: ['system:user:list'], dataScope: '3' });
    await createUser({ deptId: 105, roleIds: [narrow.roleId] });
    expectOk(
      await json('PUT', '/system/role/dataScope', {
        token: t,
        payload: { roleId: narrow.roleId, dataScope: '2', deptIds: [105] },
      }),
    );
  });
});

describe('moving a department', () => {
  it('needs reach over its whole subtree (a move widens "department and below" roles)', async () => {
    const { database } = await getShared();
    const [parent] = await database.db
      .insert(sysDept)
      .values({ parentId: 100, ancestors: '0,100', deptName: `p${Date.now() % 1e6}`, orderNum: 9 })
      .returning();
    if (!parent) throw new Error('dept insert failed');
    const [child] = await database.db
      .insert(sysDept)
      .values({
        parentId: parent.deptId,
        ancestors: `0,100,${parent.deptId}`,
        deptName: 'hidden child',
        orderNum: 1,
      })
      .returning();
    if (!child) throw new Error('dept insert failed');
    const role = await createRole({
      perms: ['system:dept:edit', 'system:dept:list', 'system:dept:query'],
      dataScope: '2',
      deptIds: [100, 101, 105, parent.deptId],
    });
    const user = await createUser({ deptId: 105, roleIds: [role.roleId] });
    const token = await loginAs(await getApp(), user.userName);
    const move = await json('PUT', '/system/dept', {
      token,
      payload: { deptId: parent.deptId, parentId: 105, deptName: parent.deptName, orderNum: 9 },
      contract: '/system/dept',
    });
    expect(move.code).toBe(403);
  });
});

describe('role settings of roles outside the scope are not readable (item 8)', () => {
  it('deptTree and roleMenuTreeselect answer 403 for a role nobody in scope holds', async () => {
    await getApp();
    const hidden = await createRole({
      perms: ['system:user:list'],
      dataScope: '2',
      deptIds: [103],
    });
    await createUser({ deptId: 103, roleIds: [hidden.roleId] });
    const viewer = await createRole({
      perms: ['system:role:query', 'system:menu:query', 'system:menu:list'],
      dataScope: '3',
    });
    const user = await createUser({ deptId: 105, roleIds: [viewer.roleId] });
    const token = await loginAs(await getApp(), user.userName);
    for (const url of [
      `/system/role/deptTree/${hidden.roleId}`,
      `/system/menu/roleMenuTreeselect/${hidden.roleId}`,
    ]) {
      const res = await json('GET', url, { token });
      expect(res, url).toMatchObject({ code: 403 });
    }
    // The viewer's own role stays readable.
    expectOk(await json('GET', `/system/role/deptTree/${viewer.roleId}`, { token }));
  });
});
