import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysConfig, sysDept, sysMenu, sysRoleMenu, sysUserRole } from '../../src/db/schema';
import { getApp, getShared, loginAs } from '../helper';
import { menuBody } from '../admin/fixtures';
import { info, postReader, status } from './access-fixtures';
import { adminToken, createRole, createUser, expectOk, json, uid } from './fixtures';

// Menu, department and parameter writes, writes outside the routes and writes in another
// server process reach the access cache (see access-fixtures.ts).

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

describe('menu, department and parameter writes', () => {
  it('PUT /system/menu: changed and disabled menu permissions', async () => {
    const perms = `t:${uid()}:list`;
    const menu = menuBody({ perms });
    expectOk(await json('POST', '/system/menu', { token: admin, payload: menu }));
    const { database } = await getShared();
    const [row] = await database.db
      .select({ menuId: sysMenu.menuId })
      .from(sysMenu)
      .where(eq(sysMenu.menuName, menu.menuName));
    const role = await createRole({ perms: [perms] });
    const user = await createUser({ deptId: 103, roleIds: [role.roleId] });
    const token = await loginAs(await getApp(), user.userName);
    expect((await info(token)).permissions).toEqual([perms]);
    const edit = (over: Record<string, unknown>) =>
      json('PUT', '/system/menu', {
        token: admin,
        payload: { ...menu, menuId: row?.menuId, ...over },
      });
    expectOk(await edit({ perms: `${perms}2` }));
    expect((await info(token)).permissions).toEqual([`${perms}2`]);
    expectOk(await edit({ perms: `${perms}2`, status: '1' }));
    expect((await info(token)).permissions).toEqual([]);
  });

  it('PUT /system/dept renames the department /getInfo shows', async () => {
    const { database } = await getShared();
    const name = `部门${uid()}`;
    const [dept] = await database.db
      .insert(sysDept)
      .values({ parentId: 100, ancestors: '0,100', deptName: name, orderNum: 9 })
      .returning();
    const member = await createUser({ deptId: dept?.deptId ?? null, roleIds: [2] });
    const token = await loginAs(await getApp(), member.userName);
    const deptName = async () =>
      (await json<{ user: { dept: { deptName: string } } }>('GET', '/getInfo', { token })).user.dept
        .deptName;
    expect(await deptName()).toBe(name);
    expectOk(
      await json('PUT', '/system/dept', {
        token: admin,
        payload: { deptId: dept?.deptId, parentId: 100, deptName: `${name}新`, orderNum: 9 },
      }),
    );
    expect(await deptName()).toBe(`${name}新`);
  });

  it('PUT /system/config changes the parameters /getInfo reports', async () => {
    const { database } = await getShared();
    const [row] = await database.db
      .select()
      .from(sysConfig)
      .where(eq(sysConfig.configKey, 'sys.account.chrtype'));
    if (!row) throw new Error('sys.account.chrtype is not seeded');
    const m = await postReader();
    const put = (configValue: string) =>
      json('PUT', '/system/config', {
        token: admin,
        payload: {
          configId: row.configId,
          configName: row.configName,
          configKey: row.configKey,
          configValue,
          configType: row.configType,
        },
      });
    try {
      expectOk(await put('2'));
      expect((await info(m.token)).pwdChrtype).toBe('2');
    } finally {
      expectOk(await put(row.configValue));
    }
    expect((await info(m.token)).pwdChrtype).toBe(row.configValue || '0');
  });
});

describe('writes outside the routes and other processes', () => {
  it('sees a change made straight in the database (any code path)', async () => {
    const m = await postReader();
    const { database } = await getShared();
    await database.db.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, m.role.roleId));
    expect(await status('/system/post/list', m.token)).toBe(403);
    await database.db.delete(sysUserRole).where(eq(sysUserRole.userId, m.userId));
    expect((await info(m.token)).roles).toEqual([]);
  });

  it('tells another server process through the shared store (no shared statement hook)', async () => {
    const { buildApp } = await import('../../src/app');
    const shared = await getShared();
    // Another process: same database and kv store, but its own cache and no view of this
    // process's statements.
    const other = await buildApp({
      database: { ...shared.database, writes: { on: () => () => false } },
      kv: shared.kv,
      dataDir: shared.dataDir,
      hostDist: `${shared.dataDir}/no-host-dist`,
      rateLimit: { login: 100_000, captcha: 100_000 },
    });
    try {
      const m = await postReader();
      const list = async () =>
        (
          await other.inject({
            method: 'GET',
            url: '/prod-api/system/post/list',
            headers: { authorization: `Bearer ${m.token}` },
          })
        ).json<{ code: number }>().code;
      expect(await list()).toBe(200);
      expect(await list()).toBe(200);
      expectOk(
        await json('PUT', '/system/role/changeStatus', {
          token: admin,
          payload: { roleId: m.role.roleId, status: '1' },
        }),
      );
      expect(await list()).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('a forced sign-out ends the session at once', async () => {
    const m = await postReader();
    const online = await json<{ rows: { tokenId: string; userName: string }[] }>(
      'GET',
      '/monitor/online/list',
      { token: admin, query: { userName: m.userName } },
    );
    const target = online.rows.find((r) => r.userName === m.userName);
    expectOk(await json('DELETE', `/monitor/online/${target?.tokenId}`, { token: admin }));
    expect(await status('/system/post/list', m.token)).toBe(401);
  });
});
