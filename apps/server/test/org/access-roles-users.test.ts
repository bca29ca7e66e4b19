import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysMenu } from '../../src/db/schema';
import { getApp, getShared, loginAs } from '../helper';
import { agePassword, info, postReader, status } from './access-fixtures';
import { adminToken, expectOk, json, operatorWith } from './fixtures';
import { importRows } from './import-fixtures';

// Role and user writes reach the access cache (see access-fixtures.ts).

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

describe('role writes', () => {
  it('PUT /system/role: a permission removed from the role is refused on the next request', async () => {
    const m = await postReader();
    const keep = m.role.menuIds.slice(0, -1);
    const { database } = await getShared();
    const [dropped] = await database.db
      .select({ perms: sysMenu.perms })
      .from(sysMenu)
      .where(eq(sysMenu.menuId, m.role.menuIds.at(-1) ?? 0));
    expectOk(
      await json('PUT', '/system/role', {
        token: admin,
        payload: {
          roleId: m.role.roleId,
          roleName: m.role.roleName,
          roleKey: m.role.roleKey,
          roleSort: 5,
          menuIds: keep,
        },
      }),
    );
    expect((await info(m.token)).permissions).not.toContain(dropped?.perms);
  });

  it('PUT /system/role/changeStatus and DELETE /system/role', async () => {
    const m = await postReader();
    const change = (to: string) =>
      json('PUT', '/system/role/changeStatus', {
        token: admin,
        payload: { roleId: m.role.roleId, status: to },
      });
    expectOk(await change('1'));
    expect(await status('/system/post/list', m.token)).toBe(403);
    expectOk(await change('0'));
    expect(await status('/system/post/list', m.token)).toBe(200);
    expectOk(
      await json('PUT', '/system/role/authUser/cancel', {
        token: admin,
        payload: { userId: m.userId, roleId: m.role.roleId },
      }),
    );
    expect(await status('/system/post/list', m.token)).toBe(403);
    expectOk(
      await json('PUT', '/system/role/authUser/selectAll', {
        token: admin,
        query: { roleId: String(m.role.roleId), userIds: String(m.userId) },
      }),
    );
    expect(await status('/system/post/list', m.token)).toBe(200);
    expectOk(
      await json('PUT', '/system/role/authUser/cancelAll', {
        token: admin,
        query: { roleId: String(m.role.roleId), userIds: String(m.userId) },
      }),
    );
    expect(await status('/system/post/list', m.token)).toBe(403);
    expectOk(await json('DELETE', `/system/role/${m.role.roleId}`, { token: admin }));
    expect((await info(m.token)).roles).not.toContain(m.role.roleKey);
  });

  it('PUT /system/role/dataScope narrows what the next list shows', async () => {
    const m = await operatorWith(['system:user:list'], { deptId: 105 });
    const total = async () =>
      (await json<{ total: number }>('GET', '/system/user/list', { token: m.token })).total;
    const before = await total();
    expect(await total()).toBe(before);
    expectOk(
      await json('PUT', '/system/role/dataScope', {
        token: admin,
        payload: { roleId: m.role.roleId, dataScope: '5' },
      }),
    );
    expect(before).toBeGreaterThan(1);
    expect(await total()).toBe(1);
  });
});

describe('user writes', () => {
  it('PUT /system/user/authRole and PUT /system/user replace the roles', async () => {
    const m = await postReader();
    expectOk(
      await json('PUT', '/system/user/authRole', {
        token: admin,
        query: { userId: String(m.userId), roleIds: '' },
      }),
    );
    expect(await status('/system/post/list', m.token)).toBe(403);
    expectOk(
      await json('PUT', '/system/user', {
        token: admin,
        payload: {
          userId: m.userId,
          userName: m.userName,
          nickName: 'Renamed',
          deptId: 103,
          roleIds: [m.role.roleId],
        },
      }),
    );
    expect(await status('/system/post/list', m.token)).toBe(200);
    expect((await info(m.token)).user.nickName).toBe('Renamed');
  });

  it('disabling, a password reset and deletion end the sessions on the next request', async () => {
    const disabled = await postReader();
    expect((await info(disabled.token)).user.status).toBe('0');
    expectOk(
      await json('PUT', '/system/user/changeStatus', {
        token: admin,
        payload: { userId: disabled.userId, status: '1' },
      }),
    );
    expect((await info(disabled.token)).code).toBe(401);
    expect(await status('/system/post/list', disabled.token)).toBe(401);

    const reset = await postReader();
    expect(await status('/system/post/list', reset.token)).toBe(200);
    expectOk(
      await json('PUT', '/system/user/resetPwd', {
        token: admin,
        payload: { userId: reset.userId, password: 'other-pass1' },
      }),
    );
    expect((await info(reset.token)).code).toBe(401);

    const removed = await postReader();
    expect(await status('/system/post/list', removed.token)).toBe(200);
    expectOk(await json('DELETE', `/system/user/${removed.userId}`, { token: admin }));
    expect((await info(removed.token)).code).toBe(401);
    expect(await status('/system/post/list', removed.token)).toBe(401);
  });

  it('the personal centre (profile, password) and a new sign-in', async () => {
    const m = await postReader();
    await agePassword(m.userId);
    expectOk(
      await json('PUT', '/system/user/profile', {
        token: m.token,
        payload: { nickName: 'Myself', email: `${m.userName}@example.com` },
      }),
    );
    const renamed = await info(m.token);
    expect(renamed.user.nickName).toBe('Myself');
    expectOk(
      await json('PUT', '/system/user/profile/updatePwd', {
        token: m.token,
        payload: { oldPassword: 'admin123', newPassword: 'changed-pass1' },
      }),
    );
    expect((await info(m.token)).user.pwdUpdateDate).not.toBe(renamed.user.pwdUpdateDate);
    // Signing in again records the sign-in on the user: the older session sees it too.
    const loginDate = (await info(m.token)).user.loginDate;
    await new Promise((r) => setTimeout(r, 1100)); // login dates have whole seconds
    await loginAs(await getApp(), m.userName, 'changed-pass1');
    expect((await info(m.token)).user.loginDate).not.toBe(loginDate);
  });

  it('POST /system/user/importData updating an existing user', async () => {
    const m = await postReader();
    const res = await importRows(admin, [[103, m.userName, 'Imported']], '1');
    expect(res.json<{ code: number }>().code, res.body).toBe(200);
    expect((await info(m.token)).user.nickName).toBe('Imported');
  });
});
