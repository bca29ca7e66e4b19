import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sysRole, sysRoleDept, sysUser, sysUserRole } from '../../db/schema';
import { tr } from '../../i18n/messages';
import { pageOf, type PageParams, tableData } from '../../lib/paging';
import { operatorName, operatorOf, scopeOfRequest } from '../../services/org/context';
import { checkDeptsInScope, deptListWhere, listDepts } from '../../services/org/depts';
import { deny } from '../../services/org/errors';
import { idList, type RawFilters } from '../../services/org/filters';
import {
  assertGrantsWithinReach,
  assertNotOwnRole,
  holderDepts,
  roleScopes,
} from '../../services/org/reach';
import { assertRolesGrantable, roleInScope } from '../../services/org/roles';
import { checkUsersInScope, pageUsers, roleUsersWhere } from '../../services/org/user-queries';
import { deptTree } from '../../services/org/views';
import { isSuperAdmin } from '../../services/user-service';
import { roleArea } from './areas';
import { ok } from '../admin/respond';

/** Checks a role and a set of users before (un)assigning: admin protections and scope. */
async function checkAssignment(request: FastifyRequest, roleId: number, userIds: number[]) {
  const { db } = request.server;
  if (roleId === 1) deny('org.role.adminProtected');
  if (userIds.some(isSuperAdmin)) deny('org.user.adminProtected');
  const scope = await scopeOfRequest(request);
  await roleInScope(db, scope, roleId);
  await checkUsersInScope(db, scope, userIds);
}

/** Takes role `roleId` from `userIds` after the checks above. */
async function unassign(request: FastifyRequest, roleId: number, userIds: number[]) {
  await checkAssignment(request, roleId, userIds);
  await request.server.db
    .delete(sysUserRole)
    .where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)));
  return ok(request);
}

/** Data scope of a role, its department tree, and assigning the role to users. */
export async function roleAuthRoutes(app: FastifyInstance) {
  const { db } = app;
  const routes = roleArea.on(app);

  routes.put<{
    Body: { roleId: number; dataScope: string; deptIds?: number[]; deptCheckStrictly?: boolean };
  }>('/dataScope', { auth: 'edit', log: 'UPDATE' }, async function dataScope(request) {
    const { roleId, dataScope: scopeValue, deptCheckStrictly } = request.body;
    if (roleId === 1) deny('org.role.adminProtected');
    const scope = await scopeOfRequest(request);
    await roleInScope(db, scope, roleId);
    await assertNotOwnRole(request, roleId);
    const deptIds = scopeValue === '2' ? [...new Set(request.body.deptIds ?? [])] : [];
    if (!scope.all) {
      // A scoped operator can neither widen a role to "all" nor name departments they cannot see.
      if (scopeValue === '1') deny('org.role.grantExceeds');
      await checkDeptsInScope(db, scope, deptIds);
      // Scope 3 and 4 follow each holder's department: none may reach past the operator.
      const role = { dataScope: scopeValue, deptIds };
      await assertGrantsWithinReach(
        request,
        (await holderDepts(db, roleId)).map((holderDeptId) => ({ role, holderDeptId })),
      );
    }
    await db.transaction(async (tx) => {
      await tx
        .update(sysRole)
        .set({
          dataScope: scopeValue,
          ...(typeof deptCheckStrictly === 'boolean'
            ? { deptCheckStrictly: deptCheckStrictly ? 1 : 0 }
            : {}),
          updateBy: operatorName(request),
          updateTime: new Date(),
        })
        .where(eq(sysRole.roleId, roleId));
      await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
      if (deptIds.length > 0)
        await tx.insert(sysRoleDept).values(deptIds.map((deptId) => ({ roleId, deptId })));
    });
    return ok(request);
  });

  routes.get<{ Params: { roleId: number } }>('/deptTree/{roleId}', 'query', async (request) => {
    const { roleId } = request.params;
    const scope = await scopeOfRequest(request);
    const role = await roleInScope(db, scope, roleId);
    const depts = await listDepts(db, deptListWhere(scope, {}));
    const checked = await db
      .select({ deptId: sysRoleDept.deptId })
      .from(sysRoleDept)
      .where(
        and(
          eq(sysRoleDept.roleId, roleId),
          role.deptCheckStrictly === 1
            ? sql`${sysRoleDept.deptId} not in (select d.parent_id from sys_dept d join sys_role_dept rd on rd.dept_id = d.dept_id and rd.role_id = ${roleId})`
            : undefined,
        ),
      );
    return {
      ...ok(request),
      checkedKeys: checked.map((c) => c.deptId).sort((a, b) => a - b),
      depts: deptTree(depts),
    };
  });

  for (const holding of [true, false]) {
    const path = holding ? '/authUser/allocatedList' : '/authUser/unallocatedList';
    routes.get<{ Querystring: RawFilters & PageParams & { roleId: number } }>(
      path,
      'list',
      async (request) => {
        const where = roleUsersWhere(
          await scopeOfRequest(request),
          request.query.roleId,
          holding,
          request.query,
        );
        const { rows, total } = await pageUsers(db, where, pageOf(request.query), {});
        return tableData(rows, total, tr(request, 'success'));
      },
    );
  }

  routes.put<{ Body: { userId: number; roleId: number } }>(
    '/authUser/cancel',
    { auth: 'edit', log: 'GRANT' },
    async function cancelAuthUser(request) {
      const { userId, roleId } = request.body;
      return unassign(request, roleId, [userId]);
    },
  );

  routes.put<{ Querystring: { roleId: number; userIds: string } }>(
    '/authUser/cancelAll',
    { auth: 'edit', log: 'GRANT' },
    async function cancelAuthUserAll(request) {
      return unassign(request, request.query.roleId, idList(request.query.userIds));
    },
  );

  routes.put<{ Querystring: { roleId: number; userIds: string } }>(
    '/authUser/selectAll',
    { auth: 'edit', log: 'GRANT' },
    async function selectAuthUserAll(request) {
      const { roleId } = request.query;
      const userIds = idList(request.query.userIds);
      await checkAssignment(request, roleId, userIds);
      const operator = await operatorOf(request);
      if (!isSuperAdmin(operator.userId) && userIds.includes(operator.userId))
        deny('org.role.ownRoles');
      await assertRolesGrantable(db, operator.userId, [roleId], await scopeOfRequest(request));
      const live = await db
        .select({ userId: sysUser.userId, deptId: sysUser.deptId })
        .from(sysUser)
        .where(and(inArray(sysUser.userId, userIds), eq(sysUser.delFlag, '0')));
      const role = (await roleScopes(db, [roleId])).get(roleId);
      if (role)
        await assertGrantsWithinReach(
          request,
          live.map((user) => ({ role, holderDeptId: user.deptId })),
        );
      if (live.length > 0)
        await db
          .insert(sysUserRole)
          .values(live.map(({ userId }) => ({ userId, roleId })))
          .onConflictDoNothing();
      return ok(request);
    },
  );
}
