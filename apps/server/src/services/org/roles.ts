import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sysMenu, sysRole, sysRoleMenu } from '../../db/schema';
import { isSuperAdmin, permissionsOf } from '../user-service';
import { type DataScope, scopeCondition } from './data-scope';
import { deny, refuse } from './errors';
import { contains, dayRange, liveListWhere, type RawFilters, text } from './filters';
import { liveRow } from '../../db/live-row';

/** Columns the role list may be sorted by. */
export const ROLE_SORT = {
  roleId: sysRole.roleId,
  roleName: sysRole.roleName,
  roleKey: sysRole.roleKey,
  roleSort: sysRole.roleSort,
  status: sysRole.status,
  createTime: sysRole.createTime,
};

/**
 * RuoYi selectRoleList scope: a role is visible when one of its live holders belongs to a
 * department in scope (roles nobody in scope holds are invisible to scoped operators).
 */
export function roleScopeCondition(scope: DataScope): SQL | undefined {
  const inner = scopeCondition(scope, { dept: sql`u.dept_id` });
  if (!inner) return undefined;
  return sql`exists (select 1 from sys_user_role ur join sys_user u on u.user_id = ur.user_id where ur.role_id = ${sysRole.roleId} and u.del_flag = '0' and ${inner})`;
}

/** WHERE of the role list with the data scope applied. */
export function roleListWhere(scope: DataScope, filters: RawFilters): SQL | undefined {
  return and(
    liveListWhere(sysRole, sysRole.roleId, 'roleId', filters),
    contains(sysRole.roleName, text(filters, 'roleName')),
    contains(sysRole.roleKey, text(filters, 'roleKey')),
    dayRange(sysRole.createTime, filters),
    roleScopeCondition(scope),
  );
}

/** Whether every one of `roleIds` is a live role visible in `scope` (always true for "all"). */
export async function rolesVisible(
  db: Db,
  scope: DataScope,
  roleIds: readonly number[],
): Promise<boolean> {
  if (scope.all || roleIds.length === 0) return true;
  const visible = await db
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(
      and(
        inArray(sysRole.roleId, [...roleIds]),
        eq(sysRole.delFlag, '0'),
        roleScopeCondition(scope),
      ),
    );
  return visible.length === new Set(roleIds).size;
}

/** RuoYi checkRoleDataScope: every live role among `roleIds` must be visible, else refused. */
export async function checkRolesInScope(
  db: Db,
  scope: DataScope,
  roleIds: readonly number[],
): Promise<void> {
  if (!(await rolesVisible(db, scope, roleIds))) deny('org.role.noScope');
}

/** A live role by id. */
export async function liveRole(db: Db, roleId: number) {
  return liveRow(db, sysRole, sysRole.roleId, roleId);
}

/** Live role `roleId` once `checkRolesInScope` passed, or the not-found refusal. */
export async function roleInScope(db: Db, scope: DataScope, roleId: number) {
  await checkRolesInScope(db, scope, [roleId]);
  return (await liveRole(db, roleId)) ?? refuse('org.role.notFound');
}

const permsOfMenus = (rows: Array<{ perms: string | null }>) =>
  rows.flatMap((r) =>
    (r.perms ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== ''),
  );

/**
 * Privilege assignment is monotonic (security checklist Z1): an operator other than user 1
 * may only grant existing roles whose every permission they hold themselves, never role 1, and
 * (given their data scope) no "all data" role unless they see all data themselves.
 */
export async function assertRolesGrantable(
  db: Db,
  operatorId: number,
  roleIds: readonly number[],
  operatorScope?: DataScope,
): Promise<void> {
  if (isSuperAdmin(operatorId) || roleIds.length === 0) return;
  if (roleIds.includes(1)) deny('org.role.grantExceeds');
  const existing = await db
    .select({ roleId: sysRole.roleId, dataScope: sysRole.dataScope })
    .from(sysRole)
    .where(and(inArray(sysRole.roleId, [...roleIds]), eq(sysRole.delFlag, '0')));
  if (existing.length !== new Set(roleIds).size) deny('org.role.noScope');
  // An operator who does not see all data cannot hand out a role that does.
  if (operatorScope && !operatorScope.all && existing.some((r) => r.dataScope === '1'))
    deny('org.role.grantExceeds');
  const own = new Set(await permissionsOf(db, operatorId));
  const granted = await db
    .select({ perms: sysMenu.perms })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(inArray(sysRoleMenu.roleId, [...roleIds]));
  if (permsOfMenus(granted).some((p) => !own.has(p))) deny('org.role.grantExceeds');
}

/** Same rule for the menus given to a role: only menus whose permissions the operator holds. */
export async function assertMenusGrantable(
  db: Db,
  operatorId: number,
  menuIds: readonly number[],
): Promise<void> {
  if (isSuperAdmin(operatorId) || menuIds.length === 0) return;
  const own = new Set(await permissionsOf(db, operatorId));
  const menus = await db
    .select({ perms: sysMenu.perms })
    .from(sysMenu)
    .where(inArray(sysMenu.menuId, [...menuIds]));
  if (permsOfMenus(menus).some((p) => !own.has(p))) deny('org.role.menuExceeds');
}

/** Which of a role's name and key are already used by another live role. */
export async function roleConflicts(
  db: Db,
  candidate: { roleName: string; roleKey: string },
  selfId?: number,
): Promise<{ roleName: boolean; roleKey: boolean }> {
  const notSelf = selfId !== undefined ? ne(sysRole.roleId, selfId) : undefined;
  const taken = async (where: SQL) =>
    (
      await db
        .select({ n: count() })
        .from(sysRole)
        .where(and(where, eq(sysRole.delFlag, '0'), notSelf))
    )[0]?.n !== 0;
  return {
    roleName: await taken(eq(sysRole.roleName, candidate.roleName)),
    roleKey: await taken(eq(sysRole.roleKey, candidate.roleKey)),
  };
}

/** Existing menu ids among `menuIds` (unknown ids are dropped rather than linked). */
export async function existingMenuIds(db: Db, menuIds: readonly number[]): Promise<number[]> {
  if (menuIds.length === 0) return [];
  const rows = await db
    .select({ menuId: sysMenu.menuId })
    .from(sysMenu)
    .where(inArray(sysMenu.menuId, [...new Set(menuIds)]));
  return rows.map((r) => r.menuId);
}

/** Every live role in scope, by roleSort (RuoYi selectRoleAll, used by pickers). */
export function scopedRoles(db: Db, scope: DataScope) {
  return db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.delFlag, '0'), roleScopeCondition(scope)))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
}
