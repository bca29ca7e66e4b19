import { describe, expect, it } from 'vitest';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../../src/db/schema';
import type { RouterVo } from '../../../src/services/router-builder';
import { expectContract } from '../../contract';
import { getApp, getShared, injectApi, loginAs } from '../../helper';

async function get(path: string, token: string) {
  const app = await getApp();
  const res = await injectApi(app, 'GET', path, { token });
  expectContract(res, 'get', path);
  return res.json();
}

const find = (nodes: RouterVo[], path: string) => nodes.find((n) => n.path === path);

describe('GET /getInfo', () => {
  it('gives admin roles ["admin"] and permissions ["*:*:*"], without the password', async () => {
    const body = await get('/getInfo', await loginAs(await getApp(), 'admin'));
    expect(body.roles).toEqual(['admin']);
    expect(body.permissions).toEqual(['*:*:*']);
    expect(body.user).toMatchObject({
      userId: 1,
      userName: 'admin',
      admin: true,
      dept: { deptId: 103, deptName: '研发部门' },
    });
    expect(body.user.roles).toEqual([expect.objectContaining({ roleKey: 'admin', admin: true })]);
    expect(body.user).not.toHaveProperty('password');
    // The seed leaves the password date empty, so the console asks for a new password.
    expect(body).toMatchObject({
      pwdChrtype: '0',
      isDefaultModifyPwd: true,
      isPasswordExpired: false,
    });
  });

  it('gives ry role common and the real permission list of its menus', async () => {
    const body = await get('/getInfo', await loginAs(await getApp(), 'ry'));
    expect(body.roles).toEqual(['common']);
    expect(body.permissions).toContain('brand:product:audit');
    expect(body.permissions).toContain('site:banner:edit');
    // A content editor (issue 19): no system administration.
    expect(body.permissions).not.toContain('system:user:resetPwd');
    expect(body.permissions).not.toContain('monitor:logininfor:unlock');
    expect(body.permissions).not.toContain('*:*:*');
    expect(body.permissions).not.toContain('');
    expect(body.user).toMatchObject({ userId: 2, admin: false });
  });

  it('answers code 401 with the RuoYi message without a token', async () => {
    const app = await getApp();
    const res = await injectApi(app, 'GET', '/getInfo');
    expect(res.statusCode).toBe(200);
    expectContract(res, 'get', '/getInfo');
    expect(res.json()).toEqual({
      code: 401,
      msg: '请求访问：/getInfo，认证失败，无法访问系统资源',
    });
    for (const authorization of [
      '',
      'Bearer',
      'Bearer ',
      'Bearer null',
      'Bearer undefined',
      'Bearer forged-token',
    ]) {
      const again = await injectApi(app, 'GET', '/getInfo', { headers: { authorization } });
      expect(again.json<{ code: number }>().code).toBe(401);
    }
  });
});

describe('GET /getRouters', () => {
  it('gives admin the whole tree in RuoYi shape', async () => {
    const { data } = (await get('/getRouters', await loginAs(await getApp(), 'admin'))) as {
      data: RouterVo[];
    };
    const system = find(data, '/system');
    expect(system).toMatchObject({
      name: 'System',
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noRedirect',
      hidden: false,
    });
    expect(system?.meta).toEqual({ title: '系统管理', icon: 'system', noCache: false, link: null });
    const log = system?.children?.find((c) => c.path === 'log');
    expect(log).toMatchObject({
      name: 'Log',
      component: 'ParentView',
      alwaysShow: true,
      redirect: 'noRedirect',
    });
    expect(log?.children?.map((c) => c.component)).toEqual([
      'monitor/operlog/index',
      'monitor/logininfor/index',
    ]);
    const user = system?.children?.find((c) => c.path === 'user');
    expect(user).toEqual({
      name: 'User',
      path: 'user',
      hidden: false,
      component: 'system/user/index',
      meta: { title: '用户管理', icon: 'user', noCache: false, link: null },
    });
    // No external ruoyi.vip link, and monitor/data instead of Druid.
    expect(data.some((n) => n.path.startsWith('http'))).toBe(false);
    expect(find(data, '/monitor')?.children?.map((c) => c.component)).toContain(
      'monitor/data/index',
    );
    // Content areas of the product spec.
    expect(find(data, '/brand')?.children?.map((c) => c.component)).toEqual(
      expect.arrayContaining([
        'brand/product/index',
        'brand/category/index',
        'brand/prodEdit/index',
        'brand/solution/index',
      ]),
    );
    for (const area of [
      '/drafts',
      '/konwledge',
      '/success',
      '/business',
      '/quotation',
      '/factory',
      '/site',
      '/domain',
    ]) {
      expect(find(data, area), area).toBeDefined();
    }
    // A top-level page is wrapped in a Layout node with path '/' and no name or meta.
    const dashboard = data.find((n) => n.children?.[0]?.component === 'dashboard/index');
    expect(dashboard).toMatchObject({ path: '/', component: 'Layout', hidden: false });
    expect(dashboard).not.toHaveProperty('name');
    expect(dashboard).not.toHaveProperty('meta');
    // Buttons never appear.
    expect(JSON.stringify(data)).not.toContain('用户查询');
  });

  it('marks hidden pages with hidden:true and keeps them in the tree', async () => {
    const { data } = (await get('/getRouters', await loginAs(await getApp(), 'admin'))) as {
      data: RouterVo[];
    };
    const prodEdit = find(data, '/brand')?.children?.find((c) => c.path === 'prodEdit');
    expect(prodEdit).toMatchObject({ hidden: true, component: 'brand/prodEdit/index' });
    const records = find(data, '/konwledge')?.children?.find((c) => c.path === 'list');
    expect(records).toMatchObject({ hidden: true, component: 'konwledge/list/index' });
  });

  it('uses unique route names across the tree', async () => {
    const { data } = (await get('/getRouters', await loginAs(await getApp(), 'admin'))) as {
      data: RouterVo[];
    };
    const names: string[] = [];
    const walk = (nodes: RouterVo[]) =>
      nodes.forEach((n) => (n.name && names.push(n.name), walk(n.children ?? [])));
    walk(data);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives a role with few menus only those, and nothing from a disabled role', async () => {
    const { database } = await getShared();
    const db = database.db;
    const [role] = await db
      .insert(sysRole)
      .values({ roleName: '访客', roleKey: 'visitor', roleSort: 5, status: '0' })
      .returning();
    const [user] = await db
      .insert(sysUser)
      .values({ userName: 'visitor1', nickName: 'visitor1', password: '', deptId: 105 })
      .returning();
    if (!role || !user) throw new Error('insert failed');
    expect(role.roleId).toBeGreaterThanOrEqual(100);
    // The RFQ list (and its directory) plus its query button.
    const menuIds = [2060, 2061];
    const rfqButtons = await db.select({ id: sysMenu.menuId, perms: sysMenu.perms }).from(sysMenu);
    const queryButton = rfqButtons.find((m) => m.perms === 'quotation:rfq:query');
    await db
      .insert(sysRoleMenu)
      .values(
        [...menuIds, queryButton?.id ?? 0].map((menuId) => ({ roleId: role.roleId, menuId })),
      );
    await db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
    const { hash } = await import('@node-rs/argon2');
    const { eq } = await import('drizzle-orm');
    await db
      .update(sysUser)
      .set({ password: await hash('visitor123') })
      .where(eq(sysUser.userId, user.userId));

    const token = await loginAs(await getApp(), 'visitor1', 'visitor123');
    const { data } = (await get('/getRouters', token)) as { data: RouterVo[] };
    expect(data).toEqual([
      {
        name: 'Quotation',
        path: '/quotation',
        hidden: false,
        redirect: 'noRedirect',
        component: 'Layout',
        alwaysShow: true,
        meta: { title: '询盘报价', icon: 'money', noCache: false, link: null },
        children: [
          {
            name: 'QuotationRfq',
            path: 'rfq',
            hidden: false,
            component: 'quotation/rfq/index',
            meta: { title: '商机列表', icon: 'list', noCache: false, link: null },
          },
        ],
      },
    ]);
    const info = await get('/getInfo', token);
    expect(info.roles).toEqual(['visitor']);
    expect(info.permissions).toEqual(['quotation:rfq:list', 'quotation:rfq:query']);

    await db.update(sysRole).set({ status: '1' }).where(eq(sysRole.roleId, role.roleId));
    expect((await get('/getRouters', token)).data).toEqual([]);
    const disabled = await get('/getInfo', token);
    expect(disabled.roles).toEqual([]);
    expect(disabled.permissions).toEqual([]);
  });
});
