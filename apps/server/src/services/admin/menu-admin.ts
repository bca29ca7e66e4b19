import { and, asc, eq, ilike, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../db/schema';
import { type Lang, pickText } from '../../i18n/messages';
import { anyRow } from '../../lib/any-row';
import { auditView } from '../../lib/date-format';
import { heldEnabledRoles, isSuperAdmin } from '../user-service';

export type MenuRow = typeof sysMenu.$inferSelect;

/** Menu list filters (`menuName` contains, `visible`, `status` exact). */
export interface MenuFilters {
  menuName?: string | undefined;
  visible?: string | undefined;
  status?: string | undefined;
}

/**
 * SysMenu as on the wire (contract 5.3): isFrame/isCache as '0'/'1', empty `children`;
 * `menuName` is the zh-CN title (RuoYi's field), `menuNameEn`/`menuNameFr` the translations.
 */
export function menuView(row: MenuRow) {
  return {
    menuId: row.menuId,
    menuName: row.menuName,
    menuNameEn: row.menuNameEn,
    menuNameFr: row.menuNameFr,
    parentName: null,
    parentId: row.parentId,
    orderNum: row.orderNum,
    path: row.path,
    component: row.component,
    query: row.query,
    routeName: row.routeName,
    isFrame: row.isFrame === 0 ? '0' : '1',
    isCache: row.isCache === 1 ? '1' : '0',
    menuType: row.menuType as 'M' | 'C' | 'F',
    visible: row.visible,
    status: row.status,
    perms: row.perms,
    icon: row.icon,
    ...auditView(row),
    remark: row.remark,
    children: [] as never[],
  };
}

/** The row with `menuName` in `lang` (lists and trees show the title the user reads). */
export function inLanguage<T extends Pick<MenuRow, 'menuName' | 'menuNameEn' | 'menuNameFr'>>(
  row: T,
  lang: Lang,
): T {
  return { ...row, menuName: pickText(lang, row.menuName, row.menuNameEn, row.menuNameFr) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterSql(filters: MenuFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.menuName) {
    // Whatever language the user searches in.
    const pattern = `%${escapeLike(filters.menuName)}%`;
    const byName = or(
      ilike(sysMenu.menuName, pattern),
      ilike(sysMenu.menuNameEn, pattern),
      ilike(sysMenu.menuNameFr, pattern),
    );
    if (byName) where.push(byName);
  }
  if (filters.visible) where.push(eq(sysMenu.visible, filters.visible));
  if (filters.status) where.push(eq(sysMenu.status, filters.status));
  return where;
}

/** Every menu (super administrator) or the menus of the user's enabled roles, tree-ordered. */
export async function menusForUser(db: Db, userId: number, filters: MenuFilters = {}) {
  const order = [asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId)];
  if (isSuperAdmin(userId))
    return db
      .select()
      .from(sysMenu)
      .where(and(...filterSql(filters)))
      .orderBy(...order);
  const mine = db
    .selectDistinct({ menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRoleMenu.roleId))
    .innerJoin(sysRole, eq(sysRole.roleId, sysRoleMenu.roleId))
    .where(heldEnabledRoles(userId));
  return db
    .select()
    .from(sysMenu)
    .where(and(inArray(sysMenu.menuId, mine), ...filterSql(filters)))
    .orderBy(...order);
}

/** RuoYi TreeSelect node. */
export interface TreeNode {
  id: number;
  label: string;
  disabled: boolean;
  children?: TreeNode[];
}

/** TreeSelect nodes from a parent-ordered flat list (rows whose parent is absent become roots). */
export function toTreeSelect(
  rows: ReadonlyArray<Pick<MenuRow, 'menuId' | 'parentId' | 'menuName'>>,
) {
  const nodes = new Map<number, TreeNode>();
  for (const row of rows)
    nodes.set(row.menuId, { id: row.menuId, label: row.menuName, disabled: false });
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.menuId);
    const parent = nodes.get(row.parentId);
    if (!node) continue;
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Menu ids granted to a role; with `strictly`, ids that are parents of other granted menus are left out. */
export async function checkedMenuIds(db: Db, roleId: number, strictly: boolean): Promise<number[]> {
  const granted = db
    .select({ menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(eq(sysRoleMenu.roleId, roleId));
  const where: SQL[] = [inArray(sysMenu.menuId, granted)];
  if (strictly) {
    const parents = db
      .select({ parentId: sysMenu.parentId })
      .from(sysMenu)
      .innerJoin(sysRoleMenu, eq(sysRoleMenu.menuId, sysMenu.menuId))
      .where(eq(sysRoleMenu.roleId, roleId));
    where.push(notInArray(sysMenu.menuId, parents));
  }
  const rows = await db
    .select({ menuId: sysMenu.menuId })
    .from(sysMenu)
    .where(and(...where))
    .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum));
  return rows.map((r) => r.menuId);
}

export async function findMenu(db: Db, menuId: number): Promise<MenuRow | undefined> {
  const rows = await db.select().from(sysMenu).where(eq(sysMenu.menuId, menuId)).limit(1);
  return rows[0];
}

/** Whether another menu under `parentId` already has `menuName` (RuoYi checkMenuNameUnique). */
export async function menuNameTaken(db: Db, menuName: string, parentId: number, selfId: number) {
  return anyRow(
    db,
    sysMenu,
    and(eq(sysMenu.menuName, menuName), eq(sysMenu.parentId, parentId), ne(sysMenu.menuId, selfId)),
  );
}

/**
 * RuoYi checkRouteConfigUnique for directories and pages: the same path under the same parent,
 * or the same route name (route name, else path, case-insensitive) anywhere, is refused.
 */
export async function routeTaken(
  db: Db,
  menu: { menuId: number; parentId: number; path: string; routeName: string },
) {
  const name = (menu.routeName !== '' ? menu.routeName : menu.path).toLowerCase();
  const path = menu.path.toLowerCase();
  const effective = sql`lower(case when ${sysMenu.routeName} = '' then ${sysMenu.path} else ${sysMenu.routeName} end)`;
  return anyRow(
    db,
    sysMenu,
    and(
      ne(sysMenu.menuId, menu.menuId),
      ne(sysMenu.menuType, 'F'),
      sql`((lower(${sysMenu.path}) = ${path} and ${sysMenu.parentId} = ${menu.parentId} and ${path} <> '') or (${effective} = ${name} and ${name} <> ''))`,
    ),
  );
}

/** Whether `candidate` is `menuId` itself or one of its descendants. */
export async function isSelfOrDescendant(db: Db, menuId: number, candidate: number) {
  let current: number | undefined = candidate;
  const seen = new Set<number>();
  while (current !== undefined && current !== 0 && !seen.has(current)) {
    if (current === menuId) return true;
    seen.add(current);
    current = (await findMenu(db, current))?.parentId;
  }
  return false;
}

export async function hasChildMenu(db: Db, menuId: number) {
  return anyRow(db, sysMenu, eq(sysMenu.parentId, menuId));
}

export async function menuAssigned(db: Db, menuId: number) {
  return anyRow(db, sysRoleMenu, eq(sysRoleMenu.menuId, menuId));
}
