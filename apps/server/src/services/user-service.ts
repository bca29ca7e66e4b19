import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sysDept, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../db/schema';
import { auditView, formatDateTime } from '../lib/date-format';
import { liveRow } from '../db/live-row';

export type UserRow = typeof sysUser.$inferSelect;

/** User id 1 is RuoYi's super administrator. */
export const isSuperAdmin = (userId: number) => userId === 1;

export async function findActiveUserByName(db: Db, userName: string): Promise<UserRow | undefined> {
  return liveRow(db, sysUser, sysUser.userName, userName);
}

export async function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  return liveRow(db, sysUser, sysUser.userId, userId);
}

/** The user's roles that are not deleted (enabled or not), in role order. */
export async function rolesOf(db: Db, userId: number) {
  return db
    .select({
      roleId: sysRole.roleId,
      roleName: sysRole.roleName,
      roleKey: sysRole.roleKey,
      roleSort: sysRole.roleSort,
      dataScope: sysRole.dataScope,
      status: sysRole.status,
    })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0')))
    .orderBy(asc(sysRole.roleSort));
}

export type RoleSummary = Awaited<ReturnType<typeof rolesOf>>[number];
export type DeptRow = typeof sysDept.$inferSelect;

/** Role keys of the enabled roles among `roles` (`['admin']` for the super administrator). */
export function roleKeysFrom(userId: number, roles: readonly RoleSummary[]): string[] {
  if (isSuperAdmin(userId)) return ['admin'];
  return [...new Set(roles.filter((r) => r.status === '0').map((r) => r.roleKey.trim()))];
}

/** Role keys of the user's enabled roles (`['admin']` for the super administrator). */
export async function roleKeysOf(db: Db, userId: number): Promise<string[]> {
  return roleKeysFrom(userId, isSuperAdmin(userId) ? [] : await rolesOf(db, userId));
}

/**
 * The join condition of the user's enabled, not deleted roles (rows of `sys_user_role` joined
 * with `sys_role`): the roles whose menus and data scope the user has.
 */
export function heldEnabledRoles(userId: number): SQL | undefined {
  return and(eq(sysUserRole.userId, userId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0'));
}

/**
 * Permission strings from menus of the user's enabled roles, resolved on every call so that a
 * disabled role or a changed menu takes effect on the next request.
 */
export async function permissionsOf(db: Db, userId: number): Promise<string[]> {
  if (isSuperAdmin(userId)) return ['*:*:*'];
  const rows = await db
    .selectDistinct({ perms: sysMenu.perms })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.roleId))
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(and(heldEnabledRoles(userId), eq(sysMenu.status, '0'), sql`${sysMenu.perms} <> ''`));
  const set = new Set<string>();
  for (const { perms } of rows) {
    for (const perm of (perms ?? '').split(',')) if (perm.trim() !== '') set.add(perm.trim());
  }
  return [...set].sort();
}

/** The department row of an id (undefined for null or a missing department). */
export async function deptById(db: Db, deptId: number | null): Promise<DeptRow | undefined> {
  if (deptId === null) return undefined;
  const [dept] = await db
    .select()
    .from(sysDept)
    .where(inArray(sysDept.deptId, [deptId]))
    .limit(1);
  return dept;
}

/** The leading fields of SysDept on the wire, nested in a user and in the department list. */
export const deptHead = (dept: DeptRow) => ({
  deptId: dept.deptId,
  parentId: dept.parentId,
  ancestors: dept.ancestors,
  deptName: dept.deptName,
  orderNum: dept.orderNum,
  leader: dept.leader,
});

/** SysUser as on the wire: no password, nested dept and roles. */
export async function userView(db: Db, user: UserRow) {
  const [dept, roles] = await Promise.all([deptById(db, user.deptId), rolesOf(db, user.userId)]);
  return userViewOf(user, dept, roles);
}

/** {@link userView} from rows already read (the password is never part of it). */
export function userViewOf(
  user: Omit<UserRow, 'password'>,
  dept: DeptRow | undefined,
  roles: readonly RoleSummary[],
) {
  return {
    userId: user.userId,
    deptId: user.deptId,
    userName: user.userName,
    nickName: user.nickName,
    email: user.email,
    phonenumber: user.phonenumber,
    sex: user.sex,
    avatar: user.avatar,
    status: user.status,
    delFlag: user.delFlag,
    loginIp: user.loginIp,
    loginDate: formatDateTime(user.loginDate),
    pwdUpdateDate: formatDateTime(user.pwdUpdateDate),
    ...auditView(user),
    remark: user.remark,
    dept: dept ? { ...deptHead(dept), status: dept.status } : null,
    roles: roles.map((role) => ({ ...role, admin: role.roleId === 1 })),
    admin: isSuperAdmin(user.userId),
  };
}
