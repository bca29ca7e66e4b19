import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sysDictData, sysDictType, sysMenu, sysRoleMenu } from '../../src/db/schema';
import { ensureDictionaries, ensureMenus } from '../../src/resources';
import { getShared } from '../helper';
import { createRole } from '../org/fixtures';

const TYPE = 'res_seed_test_kind';
const PAGE = 9911;
const BUTTON = 9912;

afterAll(async () => {
  const { db } = (await getShared()).database;
  await db.delete(sysDictData).where(eq(sysDictData.dictType, TYPE));
  await db.delete(sysDictType).where(eq(sysDictType.dictType, TYPE));
  await db.delete(sysRoleMenu).where(inArray(sysRoleMenu.menuId, [PAGE, BUTTON]));
  await db.delete(sysMenu).where(inArray(sysMenu.menuId, [PAGE, BUTTON]));
});

describe('idempotent seed helpers', () => {
  it('add a dictionary type with its entries once, leaving later changes alone', async () => {
    const { db } = (await getShared()).database;
    const seed = [
      {
        dictType: TYPE,
        dictName: '测试类别',
        data: [
          ['甲', 'a', 'primary', 'Y', 'A', 'A (fr)'] as const,
          ['乙', 'b', '', 'N', 'B', 'B (fr)'] as const,
        ],
      },
    ];
    expect(await ensureDictionaries(db, seed)).toBe(1);
    await db.update(sysDictType).set({ dictName: '改过' }).where(eq(sysDictType.dictType, TYPE));
    expect(await ensureDictionaries(db, seed)).toBe(0);
    const [type] = await db.select().from(sysDictType).where(eq(sysDictType.dictType, TYPE));
    expect(type?.dictName).toBe('改过');
    const data = await db.select().from(sysDictData).where(eq(sysDictData.dictType, TYPE));
    expect(
      data.map((d) => [
        d.dictSort,
        d.dictLabel,
        d.dictValue,
        d.listClass,
        d.isDefault,
        d.dictLabelFr,
      ]),
    ).toEqual([
      [1, '甲', 'a', 'primary', 'Y', 'A (fr)'],
      [2, '乙', 'b', '', 'N', 'B (fr)'],
    ]);
  });

  it('add missing menus and buttons once, grant them, and keep the id sequence past them', async () => {
    const { db } = (await getShared()).database;
    const role = await createRole({ perms: [] });
    const spec = {
      id: PAGE,
      parentId: 0,
      order: 99,
      name: '种子测试',
      type: 'C' as const,
      path: 'seed-test',
      perms: 'seed:test:list',
      icon: '#',
      buttons: [[BUTTON, 'seed:test:add', '种子测试新增']] as const,
    };
    expect(await ensureMenus(db, [spec], [role.roleId])).toBe(2);
    expect(await ensureMenus(db, [spec], [role.roleId])).toBe(0);
    const grants = await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, role.roleId));
    expect(grants.map((g) => g.menuId).sort()).toEqual([PAGE, BUTTON]);
    const [button] = await db.select().from(sysMenu).where(eq(sysMenu.menuId, BUTTON));
    expect(button).toMatchObject({ parentId: PAGE, menuType: 'F', perms: 'seed:test:add' });
    // A menu added later without an id does not collide with the explicit ones.
    const [next] = await db
      .insert(sysMenu)
      .values({ menuName: 'after', menuType: 'F' })
      .returning({ menuId: sysMenu.menuId });
    expect(next?.menuId).toBeGreaterThan(BUTTON);
    await db.delete(sysMenu).where(eq(sysMenu.menuId, next?.menuId ?? 0));
  });
});
