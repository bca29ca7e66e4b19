import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../db/schema';
import { heldEnabledRoles, isSuperAdmin } from '../user-service';

/** The signed-in operator whose data scope applies. */
export interface Operator {
  userId: number;
  deptId: number | null;
}

/**
 * What an operator may see (wire contract §7): everything, or the union of the parts granted
 * by their enabled roles that carry the guarding permission. No qualifying role ⇒ nothing.
 */
export type DataScope =
  | { all: true }
  | {
      all: false;
      /** roles with scope 2 (custom departments) */
      customRoleIds: number[];
      /** scope 3: the operator's own department */
      ownDept: boolean;
      /** scope 4: the operator's department and below */
      deptAndBelow: boolean;
      /** scope 5: only the operator's own user row */
      self: boolean;
      deptId: number | null;
      userId: number;
    };

const splitPerms = (perms: string | null) =>
  (perms ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');

/** An enabled role of an operator with the permission strings of all its menus. */
export interface ScopeRole {
  roleId: number;
  dataScope: string;
  perms: ReadonlySet<string>;
}

/** The operator's enabled, not deleted roles (none for a deleted user), with their menus' perms. */
export async function scopeRolesOf(db: Db, userId: number): Promise<ScopeRole[]> {
  const roles = await db
    .select({ roleId: sysRole.roleId, dataScope: sysRole.dataScope })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .innerJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
    .where(and(heldEnabledRoles(userId), eq(sysUser.delFlag, '0')));
  if (roles.length === 0) return [];
  const menuRows = await db
    .select({ roleId: sysRoleMenu.roleId, perms: sysMenu.perms })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(
      inArray(
        sysRoleMenu.roleId,
        roles.map((r) => r.roleId),
      ),
    );
  return roles.map((role) => ({
    ...role,
    perms: new Set(
      menuRows.filter((m) => m.roleId === role.roleId).flatMap((m) => splitPerms(m.perms)),
    ),
  }));
}

/**
 * RuoYi DataScopeAspect over roles already read: the union of the parts granted by the roles,
 * limited to those whose menus carry `permission` when one is given (the route's permission).
 */
export function scopeFrom(
  roles: readonly ScopeRole[],
  operator: Operator,
  permission?: string,
): DataScope {
  if (isSuperAdmin(operator.userId)) return { all: true };
  const qualifying =
    permission === undefined ? roles : roles.filter((r) => r.perms.has(permission));
  if (qualifying.some((r) => r.dataScope === '1')) return { all: true };
  return {
    all: false,
    customRoleIds: qualifying.filter((r) => r.dataScope === '2').map((r) => r.roleId),
    ownDept: qualifying.some((r) => r.dataScope === '3'),
    deptAndBelow: qualifying.some((r) => r.dataScope === '4'),
    self: qualifying.some((r) => r.dataScope === '5'),
    deptId: operator.deptId,
    userId: operator.userId,
  };
}

/**
 * RuoYi DataScopeAspect: user 1 sees all; otherwise the enabled roles of the operator, limited
 * to those whose menus carry `permission` when one is given (the permission guarding the route).
 */
export async function dataScopeOf(
  db: Db,
  operator: Operator,
  permission?: string,
): Promise<DataScope> {
  if (isSuperAdmin(operator.userId)) return { all: true };
  return scopeFrom(await scopeRolesOf(db, operator.userId), operator, permission);
}

/** Departments `deptId` and below, as a sub-select of dept ids. */
export const deptAndBelowIds = (deptId: number): SQL =>
  sql`(select d2.dept_id from sys_dept d2 where d2.dept_id = ${deptId} or ${String(deptId)} = any(string_to_array(d2.ancestors, ',')))`;

/**
 * The WHERE condition restricting rows to the scope (undefined = no restriction). `dept` is the
 * row's department column; `user` its user column, when the rows are users (scope 5).
 */
export function scopeCondition(
  scope: DataScope,
  columns: { dept: AnyPgColumn | SQL; user?: AnyPgColumn },
): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  const dept = columns.dept;
  if (scope.customRoleIds.length > 0)
    parts.push(
      sql`${dept} in (select rd.dept_id from sys_role_dept rd where rd.role_id in (${sql.join(
        scope.customRoleIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  if (scope.ownDept && scope.deptId !== null) parts.push(sql`${dept} = ${scope.deptId}`);
  if (scope.deptAndBelow && scope.deptId !== null)
    parts.push(sql`${dept} in ${deptAndBelowIds(scope.deptId)}`);
  if (scope.self && columns.user) parts.push(sql`${columns.user} = ${scope.userId}`);
  // Deny by default: no qualifying role (or only "self" where rows are not users) ⇒ nothing.
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}
