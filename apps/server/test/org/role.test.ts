import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysRole, sysRoleMenu } from '../../src/db/schema';
import { getShared, useSharedApp } from '../helper';
import {
  adminToken,
  type CallOptions,
  createRole,
  createUser,
  expectAnswer,
  expectOk,
  expectUnknownAndBadIds,
  json,
  operatorWith,
  sendOk,
  uid,
} from './fixtures';

type RoleRow = {
  roleId: number;
  roleName: string;
  roleKey: string;
  dataScope: string;
  status: string;
};

/** One call: method, URL and what else it sends. */
type Request = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions];

useSharedApp();

async function roleByName(token: string, roleName: string) {
  const list = await json<{ rows: RoleRow[] }>('GET', '/system/role/list', {
    token,
    query: { roleName },
  });
  return list.rows.find((r) => r.roleName === roleName);
}

describe('role CRUD', () => {
  it('lists, filters, sorts and reads roles', async () => {
    const token = await adminToken();
    const list = await json<{ rows: RoleRow[]; total: number }>('GET', '/system/role/list', {
      token,
      query: { orderByColumn: 'roleSort', isAsc: 'asc' },
      contract: '/system/role/list',
    });
    expect(list.rows[0]).toMatchObject({ roleId: 1, roleKey: 'admin', dataScope: '1' });
    const byKey = await json<{ rows: RoleRow[] }>('GET', '/system/role/list', {
      token,
      query: { roleKey: 'common', status: '0' },
    });
    expect(byKey.rows.map((r) => r.roleId)).toEqual([2]);
    const one = await json<{ data: RoleRow & { menuCheckStrictly: boolean } }>(
      'GET',
      '/system/role/2',
      {
        token,
        contract: '/system/role/{roleId}',
      },
    );
    expect(one.data).toMatchObject({ roleId: 2, roleKey: 'common', menuCheckStrictly: true });
    const options = await json<{ data: RoleRow[] }>('GET', '/system/role/optionselect', {
      token,
      contract: '/system/role/optionselect',
    });
    expect(options.data.map((r) => r.roleId)).toEqual(expect.arrayContaining([1, 2]));
    await expectUnknownAndBadIds(token, '/system/role', 'roleId');
  });

  it('adds and edits roles with menus; name and key are unique', async () => {
    const token = await adminToken();
    const name = `t_r_${uid()}`;
    await sendOk('POST', '/system/role', {
      token,
      payload: {
        roleName: name,
        roleKey: name,
        roleSort: 9,
        status: '0',
        menuIds: [1, 100, 1000],
        dataScope: '1',
        delFlag: '2',
      },
    });
    const role = await roleByName(token, name);
    expect(role).toBeDefined();
    const roleId = role?.roleId ?? 0;
    const { database } = await getShared();
    const menus = await database.db
      .select()
      .from(sysRoleMenu)
      .where(eq(sysRoleMenu.roleId, roleId));
    expect(menus.map((m) => m.menuId).sort((a, b) => a - b)).toEqual([1, 100, 1000]);
    expect(
      await json('POST', '/system/role', {
        token,
        payload: { roleName: name, roleKey: `k_${uid()}`, roleSort: 1 },
      }),
    ).toEqual({ code: 500, msg: `新增角色'${name}'失败，角色名称已存在` });
    expect(
      await json('POST', '/system/role', {
        token,
        payload: { roleName: `n_${uid()}`, roleKey: 'common', roleSort: 1 },
      }),
    ).toMatchObject({ code: 500, msg: expect.stringMatching(/角色权限已存在/) });

    await sendOk('PUT', '/system/role', {
      token,
      payload: {
        roleId,
        roleName: name,
        roleKey: `${name}_k`,
        roleSort: 3,
        menuIds: [1, 100],
        dataScope: '5',
        delFlag: '2',
      },
    });
    const [row] = await database.db.select().from(sysRole).where(eq(sysRole.roleId, roleId));
    // dataScope has its own route; delFlag is never taken from a body.
    expect(row).toMatchObject({ roleKey: `${name}_k`, roleSort: 3, dataScope: '1', delFlag: '0' });
    const after = await database.db
      .select()
      .from(sysRoleMenu)
      .where(eq(sysRoleMenu.roleId, roleId));
    expect(after.map((m) => m.menuId).sort((a, b) => a - b)).toEqual([1, 100]);
    expect(
      await json('PUT', '/system/role', {
        token,
        payload: { roleId, roleName: '普通角色', roleKey: 'x', roleSort: 1 },
      }),
    ).toEqual({ code: 500, msg: "修改角色'普通角色'失败，角色名称已存在" });
    await expectAnswer({ status: 400 }, 'POST', '/system/role', {
      token,
      payload: { roleName: '', roleKey: 'x', roleSort: 1 },
    });
  });

  it('protects role 1 from edit, status, data scope and delete', async () => {
    const token = await adminToken();
    const edits: Request[] = [
      ['PUT', '/system/role', { payload: { roleId: 1, roleName: 'x', roleKey: 'x', roleSort: 1 } }],
      [
        'PUT',
        '/system/role/changeStatus',
        { payload: { roleId: 1, status: '1' }, contract: '/system/role/changeStatus' },
      ],
      [
        'PUT',
        '/system/role/dataScope',
        { payload: { roleId: 1, dataScope: '5' }, contract: '/system/role/dataScope' },
      ],
      ['DELETE', '/system/role/1', { contract: '/system/role/{roleId}' }],
    ];
    for (const [method, url, options] of edits) {
      expect(await json(method, url, { token, ...options })).toEqual({
        code: 403,
        msg: '不允许操作超级管理员角色',
      });
    }
  });

  it('refuses deleting an assigned role and soft-deletes a free one', async () => {
    const token = await adminToken();
    const role = await createRole({ perms: ['system:post:list'] });
    const holder = await createUser({ deptId: 105, roleIds: [role.roleId] });
    expect(await json('DELETE', `/system/role/${role.roleId}`, { token })).toEqual({
      code: 500,
      msg: `${role.roleName}已分配,不能删除`,
    });
    await sendOk('PUT', '/system/role/authUser/cancel', {
      token,
      payload: { userId: holder.userId, roleId: role.roleId },
    });
    expectOk(
      await json('DELETE', `/system/role/${role.roleId}`, {
        token,
        contract: '/system/role/{roleId}',
      }),
    );
    const { database } = await getShared();
    const [row] = await database.db.select().from(sysRole).where(eq(sysRole.roleId, role.roleId));
    expect(row?.delFlag).toBe('2');
    expect(
      await database.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, role.roleId)),
    ).toEqual([]);
  });

  it('refuses role routes without their permission', async () => {
    const op = await operatorWith(['system:role:list']);
    const requests: Request[] = [
      ['GET', '/system/role/2', {}],
      ['POST', '/system/role', { payload: { roleName: 'x', roleKey: 'x', roleSort: 1 } }],
      ['PUT', '/system/role/changeStatus', { payload: { roleId: 2, status: '1' } }],
      ['DELETE', '/system/role/2', {}],
      ['POST', '/system/role/export', { contract: '/system/role/export' }],
    ];
    for (const [method, url, options] of requests) {
      await expectAnswer({ code: 403 }, method, url, { token: op.token, ...options });
    }
  });

  it('never lets an operator give a role menus beyond their own permissions', async () => {
    const op = await operatorWith(['system:role:add', 'system:role:list', 'system:user:list']);
    const addRole = (menuIds: number[]) =>
      json('POST', '/system/role', {
        token: op.token,
        payload: { roleName: `t_e_${uid()}`, roleKey: `t_e_${uid()}`, roleSort: 1, menuIds },
      });
    // Menu 101 is the role page (system:role:list) — held; 100 is the user page (system:user:list) — held.
    expect((await addRole([100, 101])).code).toBe(200);
    expect(await addRole([1000, 1001])).toEqual({ code: 403, msg: '不允许分配超出自身权限的菜单' });
  });
});
