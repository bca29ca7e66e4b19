import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysRoleMenu } from '../../src/db/schema';
import { COMMON_ROLE_ID, commonRoleMenuIds } from '../../src/db/seed/common-role';
import { seedDatabase, seedMenuRows } from '../../src/db/seed/seed';
import { API, bearer, getApp, getShared, loginAs } from '../helper';

async function roleMenus(): Promise<number[]> {
  const { database } = await getShared();
  const rows = await database.db
    .select({ menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(eq(sysRoleMenu.roleId, COMMON_ROLE_ID));
  return rows.map((r) => r.menuId).sort((a, b) => a - b);
}

async function setRoleMenus(menuIds: readonly number[]) {
  const { database } = await getShared();
  await database.db.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, COMMON_ROLE_ID));
  await database.db
    .insert(sysRoleMenu)
    .values(menuIds.map((menuId) => ({ roleId: COMMON_ROLE_ID, menuId })));
}

const freshSet = () => commonRoleMenuIds(seedMenuRows).sort((a, b) => a - b);

describe('the seeded common role (ry) is a content editor', () => {
  let token: string;
  beforeAll(async () => {
    token = await loginAs(await getApp(), 'ry');
  });

  it('holds the content areas read/write and nothing of system, monitor, tool or domain', async () => {
    const app = await getApp();
    const res = await app.inject({ method: 'GET', url: `${API}/getInfo`, headers: bearer(token) });
    const { permissions } = res.json<{ permissions: string[] }>();
    for (const perm of [
      'dashboard:view',
      'brand:product:add',
      'brand:product:edit',
      'brand:category:remove',
      'drafts:product:edit',
      'konwledge:article:publish',
      'success:case:add',
      'business:comment:audit',
      'quotation:rfq:export',
      'factory:info:edit',
      'site:banner:add',
    ])
      expect(permissions).toContain(perm);
    expect(permissions.filter((p) => /^(system|monitor|tool|domain):/.test(p))).toEqual([]);
  });

  it('is refused the administrative writes the old seed allowed', async () => {
    const app = await getApp();
    const attempts: Array<[string, string, object?]> = [
      ['DELETE', '/monitor/operlog/clean'],
      ['DELETE', '/monitor/logininfor/clean'],
      ['PUT', '/system/config', { configId: 1, configName: 'x', configKey: 'x', configValue: 'y' }],
      ['DELETE', '/system/menu/1'],
      ['PUT', '/monitor/job/run', { jobId: 1, jobGroup: 'DEFAULT' }],
      ['DELETE', '/monitor/cache/clearCacheAll'],
      ['DELETE', '/monitor/online/0123456789abcdef0123456789abcdef'],
      ['PUT', '/system/user/resetPwd', { userId: 1, password: 'Xx12345678' }],
      ['PUT', '/system/role/dataScope', { roleId: COMMON_ROLE_ID, dataScope: '1' }],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await app.inject({
        method: method as 'PUT',
        url: `${API}${url}`,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
      expect(res.json(), `${method} ${url}`).toMatchObject({ code: 403 });
    }
  });
});

describe('existing databases (one-time step)', () => {
  let before: number[];
  beforeAll(async () => {
    before = await roleMenus();
  });
  afterAll(async () => {
    await setRoleMenus(before);
  });

  it('narrows a common role that still holds the old full seed to the new set, once', async () => {
    const { database } = await getShared();
    await setRoleMenus(seedMenuRows.map((m) => m.menuId ?? 0));
    await seedDatabase(database.db);
    expect(await roleMenus()).toEqual(freshSet());
    await seedDatabase(database.db);
    expect(await roleMenus()).toEqual(freshSet());
  });

  it('leaves a common role an administrator has already changed alone', async () => {
    const { database } = await getShared();
    const edited = seedMenuRows.map((m) => m.menuId ?? 0).filter((id) => id !== 1040);
    await setRoleMenus(edited);
    await seedDatabase(database.db);
    expect(await roleMenus()).toEqual([...edited].sort((a, b) => a - b));
  });
});
