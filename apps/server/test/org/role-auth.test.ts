import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysRoleDept, sysRoleMenu, sysUserRole } from '../../src/db/schema';
import { getApp, getShared, loginAs, useSharedApp } from '../helper';
import {
  adminToken,
  createRole,
  createUser,
  expectAnswer,
  expectOk,
  json,
  operatorWith,
  sendOk,
} from './fixtures';

/** The 岗位管理 page menu, which carries system:post:list. */
const POST_PAGE_MENU = 104;

useSharedApp();

describe('permission and status changes reach signed-in members on their next request', () => {
  it('removing a menu or disabling the role takes effect without signing in again', async () => {
    const token = await adminToken();
    const role = await createRole({ perms: ['system:post:list', 'system:post:query'] });
    const member = await createUser({ deptId: 105, roleIds: [role.roleId] });
    const memberToken = await loginAs(await getApp(), member.userName);
    expectOk(await json('GET', '/system/post/list', { token: memberToken }));
    // Take the list permission (the 岗位管理 page menu) away through the API.
    const { database } = await getShared();
    const held = await database.db
      .select()
      .from(sysRoleMenu)
      .where(eq(sysRoleMenu.roleId, role.roleId));
    expect(held.map((m) => m.menuId)).toContain(POST_PAGE_MENU);
    expectOk(
      await json('PUT', '/system/role', {
        token,
        payload: {
          roleId: role.roleId,
          roleName: role.roleName,
          roleKey: role.roleKey,
          roleSort: 5,
          menuIds: held.map((m) => m.menuId).filter((id) => id !== POST_PAGE_MENU),
        },
      }),
    );
    await expectAnswer({ code: 403 }, 'GET', '/system/post/list', { token: memberToken });
    expectOk(await json('GET', '/system/post/1', { token: memberToken }));
    // Disabling the role removes the rest.
    expectOk(
      await json('PUT', '/system/role/changeStatus', {
        token,
        payload: { roleId: role.roleId, status: '1' },
      }),
    );
    await expectAnswer({ code: 403 }, 'GET', '/system/post/1', { token: memberToken });
    expectOk(
      await json('PUT', '/system/role/changeStatus', {
        token,
        payload: { roleId: role.roleId, status: '0' },
      }),
    );
    expectOk(await json('GET', '/system/post/1', { token: memberToken }));
  });
});

describe('data scope, department tree and user assignment', () => {
  it('sets custom departments and returns them as checked keys', async () => {
    const token = await adminToken();
    const role = await createRole({ perms: [] });
    await sendOk('PUT', '/system/role/dataScope', {
      token,
      payload: {
        roleId: role.roleId,
        dataScope: '2',
        deptIds: [101, 103, 104],
        deptCheckStrictly: true,
      },
    });
    const tree = await json<{ checkedKeys: number[]; depts: Array<{ id: number }> }>(
      'GET',
      `/system/role/deptTree/${role.roleId}`,
      { token, contract: '/system/role/deptTree/{roleId}' },
    );
    // Strict mode leaves out 101, the parent of checked 103/104.
    expect(tree.checkedKeys).toEqual([103, 104]);
    expect(tree.depts[0]?.id).toBe(100);
    expectOk(
      await json('PUT', '/system/role/dataScope', {
        token,
        payload: { roleId: role.roleId, dataScope: '3', deptIds: [101] },
      }),
    );
    const { database } = await getShared();
    expect(
      await database.db.select().from(sysRoleDept).where(eq(sysRoleDept.roleId, role.roleId)),
    ).toEqual([]);
    await expectAnswer({ status: 400 }, 'PUT', '/system/role/dataScope', {
      token,
      payload: { roleId: role.roleId, dataScope: '9' },
    });
  });

  it('refuses a scoped operator widening a role or naming departments outside the scope', async () => {
    const op = await operatorWith(['system:role:edit', 'system:role:list'], {
      deptId: 104,
      dataScope: '3',
    });
    const target = await createRole({ perms: [] });
    await createUser({ deptId: 104, roleIds: [target.roleId] });
    expect(
      await json('PUT', '/system/role/dataScope', {
        token: op.token,
        payload: { roleId: target.roleId, dataScope: '2', deptIds: [105] },
      }),
    ).toEqual({ code: 403, msg: '没有权限访问部门数据！' });
    await expectAnswer({ code: 403 }, 'PUT', '/system/role/dataScope', {
      token: op.token,
      payload: { roleId: target.roleId, dataScope: '1' },
    });
    expectOk(
      await json('PUT', '/system/role/dataScope', {
        token: op.token,
        payload: { roleId: target.roleId, dataScope: '2', deptIds: [104] },
      }),
    );
  });

  it('lists allocated and unallocated users and assigns or removes them', async () => {
    const token = await adminToken();
    const role = await createRole({ perms: ['system:post:list'] });
    const a = await createUser({ deptId: 105 });
    const b = await createUser({ deptId: 105 });
    const unallocated = await json<{ rows: Array<{ userId: number }> }>(
      'GET',
      '/system/role/authUser/unallocatedList',
      {
        token,
        query: { roleId: String(role.roleId), pageSize: '100', userName: 't_user_' },
        contract: '/system/role/authUser/unallocatedList',
      },
    );
    expect(unallocated.rows.map((r) => r.userId)).toEqual(
      expect.arrayContaining([a.userId, b.userId]),
    );
    expectOk(
      await json('PUT', '/system/role/authUser/selectAll', {
        token,
        query: { roleId: String(role.roleId), userIds: `${a.userId},${b.userId}` },
        contract: '/system/role/authUser/selectAll',
      }),
    );
    const allocated = await json<{ rows: Array<{ userId: number }>; total: number }>(
      'GET',
      '/system/role/authUser/allocatedList',
      {
        token,
        query: { roleId: String(role.roleId) },
        contract: '/system/role/authUser/allocatedList',
      },
    );
    expect(allocated.rows.map((r) => r.userId).sort()).toEqual([a.userId, b.userId].sort());
    expectOk(
      await json('PUT', '/system/role/authUser/cancelAll', {
        token,
        query: { roleId: String(role.roleId), userIds: `${a.userId},${b.userId}` },
        contract: '/system/role/authUser/cancelAll',
      }),
    );
    const { database } = await getShared();
    expect(
      await database.db.select().from(sysUserRole).where(eq(sysUserRole.roleId, role.roleId)),
    ).toEqual([]);
    expect(
      await json('PUT', '/system/role/authUser/selectAll', {
        token,
        query: { roleId: String(role.roleId), userIds: '1' },
      }),
    ).toEqual({ code: 403, msg: '不允许操作超级管理员用户' });
    await expectAnswer({ status: 400 }, 'GET', '/system/role/authUser/allocatedList', {
      token,
      contract: '/system/role/authUser/allocatedList',
    });
  });

  it('keeps assignment within the operator (scope, permissions, own account)', async () => {
    const op = await operatorWith(['system:role:edit', 'system:role:list', 'system:user:list'], {
      deptId: 104,
      dataScope: '3',
    });
    const other = await createUser({ deptId: 105 });
    const near = await createUser({ deptId: 104 });
    expect(
      await json('PUT', '/system/role/authUser/selectAll', {
        token: op.token,
        query: { roleId: String(op.role.roleId), userIds: String(other.userId) },
      }),
    ).toEqual({ code: 403, msg: '没有权限访问用户数据！' });
    expect(
      await json('PUT', '/system/role/authUser/selectAll', {
        token: op.token,
        query: { roleId: '2', userIds: String(near.userId) },
      }),
    ).toEqual({ code: 403, msg: '没有权限访问角色数据！' });
    expectOk(
      await json('PUT', '/system/role/authUser/selectAll', {
        token: op.token,
        query: { roleId: String(op.role.roleId), userIds: String(near.userId) },
      }),
    );
    expect(
      await json('PUT', '/system/role/authUser/cancel', {
        token: op.token,
        payload: { userId: other.userId, roleId: op.role.roleId },
      }),
    ).toEqual({ code: 403, msg: '没有权限访问用户数据！' });
  });
});
