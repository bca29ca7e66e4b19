import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { sysDept, sysRole, sysRoleDept, sysUser, sysUserRole } from '../../db/schema';
import { isSuperAdmin } from '../user-service';
import { operatorOf, scopeOfRequest } from './context';
import { type DataScope, deptAndBelowIds, scopeCondition } from './data-scope';
import { deny } from './errors';

/**
 * The departments a data scope reaches: all of them, or a set of ids (scope 5 "self only"
 * reaches no department).
 */
export type Reach = { all: true } | { all: false; deptIds: ReadonlySet<number> };

const ALL: Reach = { all: true };
const none = (): Reach => ({ all: false, deptIds: new Set() });

async function liveDeptIds(db: Db, where: SQL): Promise<Set<number>> {
  const rows = await db
    .select({ deptId: sysDept.deptId })
    .from(sysDept)
    .where(and(eq(sysDept.delFlag, '0'), where));
  return new Set(rows.map((r) => r.deptId));
}

/** The departments an operator's data scope covers. */
export async function reachOfScope(db: Db, scope: DataScope): Promise<Reach> {
  if (scope.all) return ALL;
  const where = scopeCondition(scope, { dept: sysDept.deptId }) ?? sql`true`;
  return { all: false, deptIds: await liveDeptIds(db, where) };
}

/** A role's data-scope settings: its scope value and, for scope 2, its departments. */
export interface RoleScope {
  dataScope: string;
  deptIds: readonly number[];
}

/** The departments a role gives a holder who sits in `holderDeptId`. */
export async function reachOfRole(
  db: Db,
  role: RoleScope,
  holderDeptId: number | null,
): Promise<Reach> {
  switch (role.dataScope) {
    case '1':
      return ALL;
    case '2':
      return { all: false, deptIds: new Set(role.deptIds) };
    case '3':
      return holderDeptId === null ? none() : { all: false, deptIds: new Set([holderDeptId]) };
    case '4':
      if (holderDeptId === null) return none();
      return {
        all: false,
        deptIds: await liveDeptIds(db, sql`${sysDept.deptId} in ${deptAndBelowIds(holderDeptId)}`),
      };
    default:
      return none();
  }
}

/** Whether every department of `inner` is also in `outer`. */
export function isWithin(inner: Reach, outer: Reach): boolean {
  if (outer.all) return true;
  if (inner.all) return false;
  for (const id of inner.deptIds) if (!outer.deptIds.has(id)) return false;
  return true;
}

/** The data-scope settings of live roles, by role id. */
export async function roleScopes(
  db: Db,
  roleIds: readonly number[],
): Promise<Map<number, RoleScope>> {
  const out = new Map<number, RoleScope>();
  if (roleIds.length === 0) return out;
  const ids = [...new Set(roleIds)];
  const roles = await db
    .select({ roleId: sysRole.roleId, dataScope: sysRole.dataScope })
    .from(sysRole)
    .where(and(inArray(sysRole.roleId, ids), eq(sysRole.delFlag, '0')));
  const depts = await db
    .select({ roleId: sysRoleDept.roleId, deptId: sysRoleDept.deptId })
    .from(sysRoleDept)
    .where(inArray(sysRoleDept.roleId, ids));
  for (const role of roles)
    out.set(role.roleId, {
      dataScope: role.dataScope,
      deptIds: depts.filter((d) => d.roleId === role.roleId).map((d) => d.deptId),
    });
  return out;
}

/** Departments of the live users holding a role. */
export async function holderDepts(db: Db, roleId: number): Promise<Array<number | null>> {
  const rows = await db
    .select({ deptId: sysUser.deptId })
    .from(sysUserRole)
    .innerJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
    .where(and(eq(sysUserRole.roleId, roleId), eq(sysUser.delFlag, '0')));
  return [...new Set(rows.map((r) => r.deptId))];
}

/** One role held (or about to be held) by a user sitting in `holderDeptId`. */
export interface Grant {
  role: RoleScope;
  holderDeptId: number | null;
}

/**
 * No change may let anyone reach further than the operator (issue 19): refuses with 403 when a
 * role, held from the given department, would reach a department outside the operator's data
 * scope for the current route. The super administrator and operators who see all data pass.
 */
export async function assertGrantsWithinReach(
  request: FastifyRequest,
  grants: readonly Grant[],
): Promise<void> {
  if (grants.length === 0) return;
  const operator = await operatorOf(request);
  if (isSuperAdmin(operator.userId)) return;
  const scope = await scopeOfRequest(request);
  if (scope.all) return;
  const { db } = request.server;
  const own = await reachOfScope(db, scope);
  for (const grant of grants) {
    if (!isWithin(await reachOfRole(db, grant.role, grant.holderDeptId), own))
      deny('org.role.reachExceeds');
  }
}

/** Same check for existing roles given to (or kept by) a user in `holderDeptId`. */
export async function assertRolesWithinReach(
  request: FastifyRequest,
  roleIds: readonly number[],
  holderDeptId: number | null,
): Promise<void> {
  const scopes = await roleScopes(request.server.db, roleIds);
  await assertGrantsWithinReach(
    request,
    [...scopes.values()].map((role) => ({ role, holderDeptId })),
  );
}

/** Refuses (403) a non-admin operator changing a role they hold themselves. */
export async function assertNotOwnRole(request: FastifyRequest, roleId: number): Promise<void> {
  const operator = await operatorOf(request);
  if (isSuperAdmin(operator.userId)) return;
  const [held] = await request.server.db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .where(and(eq(sysUserRole.userId, operator.userId), eq(sysUserRole.roleId, roleId)))
    .limit(1);
  if (held) deny('org.role.ownRoleLocked');
}
