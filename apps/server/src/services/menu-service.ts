import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../db/schema';
import { type Lang, pickText } from '../i18n/messages';
import { buildRouters, type RouterVo, toTree } from './router-builder';
import { heldEnabledRoles, isSuperAdmin } from './user-service';

const columns = {
  menuId: sysMenu.menuId,
  parentId: sysMenu.parentId,
  // Selected because SELECT DISTINCT may only order by selected columns.
  orderNum: sysMenu.orderNum,
  menuName: sysMenu.menuName,
  menuNameEn: sysMenu.menuNameEn,
  menuNameFr: sysMenu.menuNameFr,
  path: sysMenu.path,
  component: sysMenu.component,
  query: sysMenu.query,
  routeName: sysMenu.routeName,
  isFrame: sysMenu.isFrame,
  isCache: sysMenu.isCache,
  menuType: sysMenu.menuType,
  visible: sysMenu.visible,
  icon: sysMenu.icon,
};

/** Enabled directories and pages visible to the user (all of them for the super administrator). */
async function menuRowsFor(db: Db, userId: number) {
  const visible = and(inArray(sysMenu.menuType, ['M', 'C']), eq(sysMenu.status, '0'));
  const order = [asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId)];
  if (isSuperAdmin(userId))
    return db
      .select(columns)
      .from(sysMenu)
      .where(visible)
      .orderBy(...order);
  return db
    .selectDistinct(columns)
    .from(sysMenu)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.menuId, sysMenu.menuId))
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRoleMenu.roleId))
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(visible, heldEnabledRoles(userId)))
    .orderBy(...order);
}

/** `/getRouters` data for a user, titles in `lang` (the zh-CN name when not translated). */
export async function routersFor(db: Db, userId: number, lang: Lang): Promise<RouterVo[]> {
  const rows = (await menuRowsFor(db, userId)).map(({ menuNameEn, menuNameFr, ...row }) => ({
    ...row,
    menuName: pickText(lang, row.menuName, menuNameEn, menuNameFr),
  }));
  return buildRouters(toTree(rows));
}
