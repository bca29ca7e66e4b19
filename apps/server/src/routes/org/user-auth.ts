import type { FastifyInstance } from 'fastify';
import { tr } from '../../i18n/messages';
import { scopeOfRequest } from '../../services/org/context';
import { checkRoleGrant } from '../../services/org/grants';
import { deptListWhere, listDepts } from '../../services/org/depts';
import { idList, type RawFilters } from '../../services/org/filters';
import { scopedRoles } from '../../services/org/roles';
import { changeableUser, roleIdsOfUser, userInScope } from '../../services/org/user-queries';
import { replaceUserRoles } from '../../services/org/user-write';
import { deptTree, roleView } from '../../services/org/views';
import { isSuperAdmin, userView } from '../../services/user-service';
import { userArea } from './areas';

/** Role assignment of one user (authRole) and the department tree of the user page. */
export async function userAuthRoutes(app: FastifyInstance) {
  const { db } = app;

  const routes = userArea.on(app);
  routes.get<{ Params: { userId: number } }>(
    '/authRole/{userId}',
    'query',
    async function authRole(request) {
      const { userId } = request.params;
      const scope = await scopeOfRequest(request);
      const user = await userInScope(db, scope, userId);
      const held = new Set(await roleIdsOfUser(db, userId));
      const roles = (await scopedRoles(db, scope))
        .filter((r) => r.roleId !== 1 || isSuperAdmin(userId))
        .map((r) => roleView(r, held.has(r.roleId)));
      return { code: 200, msg: tr(request, 'success'), user: await userView(db, user), roles };
    },
  );

  routes.put<{ Querystring: { userId: number; roleIds?: string } }>(
    '/authRole',
    { auth: 'edit', log: 'GRANT' },
    async function insertAuthRole(request) {
      const { userId } = request.query;
      const roleIds = idList(request.query.roleIds);
      const scope = await scopeOfRequest(request);
      const user = await changeableUser(db, scope, userId);
      await checkRoleGrant(request, { userId, deptId: user.deptId }, roleIds);
      await db.transaction((tx) => replaceUserRoles(tx, userId, roleIds));
      return { code: 200, msg: tr(request, 'success') };
    },
  );

  routes.get<{ Querystring: RawFilters }>('/deptTree', 'list', async (request) => {
    const depts = await listDepts(db, deptListWhere(await scopeOfRequest(request), request.query));
    return { code: 200, msg: tr(request, 'success'), data: deptTree(depts) };
  });
}
