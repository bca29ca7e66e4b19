import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysDictData, sysMenu } from '../../src/db/schema';
import { upgradeSeededRows } from '../../src/db/seed/upgrade';
import { getShared } from '../helper';

// A database seeded by an earlier release: no translations, the monitor data page at `data`.
describe('upgrade of rows seeded by an earlier release', () => {
  it('moves the monitor data page off path data and fills missing translations, idempotently', async () => {
    const { database } = await getShared();
    const db = database.db;
    const menuIds = [1, 100, 1000, 2011, 3000, 111];
    await db
      .update(sysMenu)
      .set({ menuNameEn: '', menuNameFr: '' })
      .where(inArray(sysMenu.menuId, menuIds));
    await db.update(sysMenu).set({ path: 'data', routeName: '' }).where(eq(sysMenu.menuId, 111));
    // A menu staff renamed keeps its (missing) translations: its name is no seeded one.
    await db.update(sysMenu).set({ menuName: '我的用户' }).where(eq(sysMenu.menuId, 100));
    await db
      .update(sysDictData)
      .set({ dictLabelEn: '', dictLabelFr: '' })
      .where(inArray(sysDictData.dictCode, [1, 2, 7]));
    await db.update(sysDictData).set({ dictLabel: '先生' }).where(eq(sysDictData.dictCode, 1));

    await upgradeSeededRows(db);
    await upgradeSeededRows(db);

    const menus = await db
      .select({
        menuId: sysMenu.menuId,
        path: sysMenu.path,
        routeName: sysMenu.routeName,
        en: sysMenu.menuNameEn,
        fr: sysMenu.menuNameFr,
      })
      .from(sysMenu)
      .where(inArray(sysMenu.menuId, menuIds))
      .orderBy(sysMenu.menuId);
    expect(menus).toEqual([
      { menuId: 1, path: 'system', routeName: '', en: 'System', fr: 'Système' },
      { menuId: 100, path: 'user', routeName: '', en: '', fr: '' },
      {
        menuId: 111,
        path: 'database',
        routeName: 'MonitorDatabase',
        en: 'Database',
        fr: 'Base de données',
      },
      { menuId: 1000, path: '', routeName: '', en: 'User: view', fr: 'Utilisateur : consulter' },
      { menuId: 2011, path: 'product', routeName: 'BrandProduct', en: 'Products', fr: 'Produits' },
      { menuId: 3000, path: '', routeName: '', en: 'Product: view', fr: 'Produit : consulter' },
    ]);
    const dicts = await db
      .select({
        dictCode: sysDictData.dictCode,
        en: sysDictData.dictLabelEn,
        fr: sysDictData.dictLabelFr,
      })
      .from(sysDictData)
      .where(inArray(sysDictData.dictCode, [1, 2, 7]))
      .orderBy(sysDictData.dictCode);
    expect(dicts).toEqual([
      { dictCode: 1, en: '', fr: '' },
      { dictCode: 2, en: 'Female', fr: 'Femme' },
      { dictCode: 7, en: 'Disabled', fr: 'Désactivé' },
    ]);

    // Back to the seeded state for the other test files.
    await db
      .update(sysMenu)
      .set({ menuName: '用户管理', menuNameEn: 'Users', menuNameFr: 'Utilisateurs' })
      .where(eq(sysMenu.menuId, 100));
    await db
      .update(sysDictData)
      .set({ dictLabel: '男', dictLabelEn: 'Male', dictLabelFr: 'Homme' })
      .where(eq(sysDictData.dictCode, 1));
  });
});
