import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysMenu, sysRoleMenu } from '../../src/db/schema';
import { expectContract } from '../contract';
import { getShared } from '../helper';
import {
  addAndRead,
  admin,
  adminGet,
  body,
  call,
  expectAnswer,
  expectForbidden,
  menuBody,
  userWith,
} from './fixtures';

async function addMenu(over: Record<string, unknown> = {}) {
  const values = menuBody(over);
  return addAndRead('/system/menu', values, sysMenu, 'menuName');
}

describe('/system/menu', () => {
  beforeAll(async () => {
    await admin();
  });

  it('lists every menu for the administrator and only role menus for others', async () => {
    const all = (await adminGet('/system/menu/list')).data as Array<{
      menuId: number;
      menuType: string;
      children: unknown[];
    }>;
    expect(all.length).toBeGreaterThan(200);
    expect(all.some((m) => m.menuType === 'F')).toBe(true);
    expect(all[0]?.children).toEqual([]);

    const limited = await userWith(['system:menu:list']);
    const mine = body(await call('GET', '/system/menu/list', limited.token)).data as Array<{
      perms: string;
    }>;
    expect(mine.map((m) => m.perms)).toEqual(['system:menu:list']);

    const filtered = await call(
      'GET',
      '/system/menu/list?menuName=%E7%94%A8%E6%88%B7&status=0',
      await admin(),
    );
    const names = (body(filtered).data as Array<{ menuName: string }>).map((m) => m.menuName);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('用户'))).toBe(true);
  });

  it('refuses users without the permission', async () => {
    const nobody = await userWith([]);
    await expectForbidden(nobody.token, [
      ['GET', '/system/menu/list', '/system/menu/list'],
      ['GET', '/system/menu/1', '/system/menu/{menuId}'],
      ['DELETE', '/system/menu/1', '/system/menu/{menuId}'],
    ]);
    for (const method of ['POST', 'PUT'] as const) {
      const res = await call(method, '/system/menu', nobody.token, menuBody({ menuId: 5 }));
      expect(body(res)).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
    }
    await expectAnswer({ code: 403 }, 'PUT', '/system/menu/updateSort', nobody.token, {
      menuIds: '1',
      orderNums: '1',
    });
  });

  it('gets one menu, and no data for a missing one; 400 for a bad id', async () => {
    const token = await admin();
    const res = await adminGet('/system/menu/100', '/system/menu/{menuId}');
    expect(res.data).toMatchObject({
      menuId: 100,
      menuName: '用户管理',
      isFrame: '1',
      isCache: '0',
      menuType: 'C',
      perms: 'system:user:list',
    });
    const missing = await call('GET', '/system/menu/999999', token);
    expect(body(missing)).toEqual({ code: 200, msg: '操作成功' });
    await expectAnswer({ status: 400 }, 'GET', '/system/menu/abc', token);
  });

  it('builds tree selects and the role checked keys (strictly mode drops parents)', async () => {
    const token = await admin();
    const tree = await adminGet('/system/menu/treeselect');
    const roots = tree.data as Array<{ id: number; label: string; children?: unknown[] }>;
    const system = roots.find((n) => n.id === 1);
    expect(system?.label).toBe('系统管理');
    expect(system?.children?.length).toBeGreaterThan(5);

    const res = await adminGet(
      '/system/menu/roleMenuTreeselect/2',
      '/system/menu/roleMenuTreeselect/{roleId}',
    );
    const { checkedKeys, menus } = res as unknown as {
      checkedKeys: number[];
      menus: unknown[];
    };
    expect(menus.length).toBe(roots.length);
    expect(checkedKeys).toContain(3000);
    expect(checkedKeys).not.toContain(2010); // a parent, left out in strictly mode
    const none = body(await call('GET', '/system/menu/roleMenuTreeselect/99999', token));
    expect(none.checkedKeys).toEqual([]);
  });

  it('adds and edits with RuoYi uniqueness, link and parent rules; picks fields explicitly', async () => {
    const token = await admin();
    const created = await addMenu({ createBy: 'forged', menuId: 5 });
    expect(created.createBy).toBe('admin');
    expect(created.menuId).not.toBe(5);

    const dupName = await call(
      'POST',
      '/system/menu',
      token,
      menuBody({ menuName: created.menuName }),
    );
    expect(body(dupName)).toEqual({
      code: 500,
      msg: `新增菜单'${created.menuName}'失败，菜单名称已存在`,
    });
    const dupRoute = await call('POST', '/system/menu', token, menuBody({ path: 'user' }));
    expect(body(dupRoute).msg).toContain('路由名称或地址已存在');
    const link = await call('POST', '/system/menu', token, menuBody({ isFrame: '0', path: 'x' }));
    expect(body(link).msg).toContain('地址必须以http(s)://开头');
    const noParent = await call('POST', '/system/menu', token, menuBody({ parentId: 999999 }));
    expect(body(noParent)).toEqual({ code: 500, msg: '上级菜单不存在' });
    const buttons = [menuBody({ menuType: 'F', path: '', parentId: created.menuId })];
    await expectAnswer({ code: 200 }, 'POST', '/system/menu', token, buttons[0]);

    const edit = (over: Record<string, unknown>) =>
      call('PUT', '/system/menu', token, { ...menuBody(), menuId: created.menuId, ...over });
    const self = await edit({ menuName: 'x-self', parentId: created.menuId });
    expectContract(self, 'put', '/system/menu');
    expect(body(self)).toEqual({ code: 500, msg: "修改菜单'x-self'失败，上级菜单不能选择自己" });
    const child = (await getShared()).database.db
      .select()
      .from(sysMenu)
      .where(eq(sysMenu.parentId, created.menuId));
    const [button] = await child;
    const loop = await edit({ parentId: button?.menuId });
    expect(body(loop).msg).toContain('上级菜单不能选择其下级菜单');
    const dupEdit = await edit({ menuName: '用户管理', parentId: 1 });
    expect(body(dupEdit).msg).toBe("修改菜单'用户管理'失败，菜单名称已存在");
    const ok = await edit({ menuName: `${created.menuName}改`, path: created.path, visible: '1' });
    expect(body(ok)).toEqual({ code: 200, msg: '操作成功' });
    const missing = await call('PUT', '/system/menu', token, { ...menuBody(), menuId: 999999 });
    expect(body(missing)).toEqual({ code: 500, msg: '操作失败' });
    await expectAnswer({ status: 400 }, 'PUT', '/system/menu', token, {
      menuName: 'x',
      orderNum: 1,
      menuType: 'X',
    });
  });

  it('warns (601) before deleting a menu with children or assigned to a role, then deletes', async () => {
    const token = await admin();
    const parent = await addMenu();
    const child = await addMenu({ parentId: parent.menuId, menuType: 'F', path: '' });
    const res = await call('DELETE', `/system/menu/${parent.menuId}`, token);
    expectContract(res, 'delete', '/system/menu/{menuId}');
    expect(body(res)).toEqual({ code: 601, msg: '存在子菜单,不允许删除' });
    const { database } = await getShared();
    await database.db.insert(sysRoleMenu).values({ roleId: 2, menuId: child.menuId });
    expect(body(await call('DELETE', `/system/menu/${child.menuId}`, token))).toEqual({
      code: 601,
      msg: '菜单已分配,不允许删除',
    });
    await database.db.delete(sysRoleMenu).where(eq(sysRoleMenu.menuId, child.menuId));
    await expectAnswer({ code: 200 }, 'DELETE', `/system/menu/${child.menuId}`, token);
    await expectAnswer({ code: 200 }, 'DELETE', `/system/menu/${parent.menuId}`, token);
    expect(body(await call('DELETE', `/system/menu/${parent.menuId}`, token))).toEqual({
      code: 500,
      msg: '操作失败',
    });
  });

  it('updates order numbers in bulk; mismatched lists are refused', async () => {
    const token = await admin();
    const a = await addMenu();
    const b = await addMenu();
    const res = await call('PUT', '/system/menu/updateSort', token, {
      menuIds: `${a.menuId},${b.menuId}`,
      orderNums: '7,8',
    });
    expectContract(res, 'put', '/system/menu/updateSort');
    expect(body(res).code).toBe(200);
    const rows = await (
      await getShared()
    ).database.db
      .select()
      .from(sysMenu)
      .where(eq(sysMenu.menuId, b.menuId));
    expect(rows[0]?.orderNum).toBe(8);
    await expectAnswer({ code: 500 }, 'PUT', '/system/menu/updateSort', token, {
      menuIds: `${a.menuId},${b.menuId}`,
      orderNums: '7',
    });
    await expectAnswer({ status: 400 }, 'PUT', '/system/menu/updateSort', token, {
      menuIds: '1;drop',
      orderNums: '1',
    });
  });

  it('shows a new page in /getRouters on the next call', async () => {
    const token = await admin();
    const page = await addMenu({
      parentId: 1,
      routeName: 'AdminRouterProbe',
      path: 'router-probe',
    });
    const routers = JSON.stringify(body(await call('GET', '/getRouters', token)).data);
    expect(routers).toContain('AdminRouterProbe');
    await call('PUT', '/system/menu', token, {
      ...menuBody(),
      menuId: page.menuId,
      menuName: page.menuName,
      routeName: 'AdminRouterProbe',
      path: 'router-probe',
      status: '1',
    });
    const after = JSON.stringify(body(await call('GET', '/getRouters', token)).data);
    expect(after).not.toContain('AdminRouterProbe');
  });
});
