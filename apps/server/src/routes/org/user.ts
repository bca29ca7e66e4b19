import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sysPost, sysUser, sysUserPost } from '../../db/schema';
import { tr } from '../../i18n/messages';
import { pageOf, type PageParams, tableData } from '../../lib/paging';
import { withoutUndefined } from '../../lib/without-undefined';
import { tokenFromHeader } from '../../plugins/sessions';
import { operatorName, operatorOf, scopeOfRequest } from '../../services/org/context';
import { deptInScope } from '../../services/org/depts';
import { deny, refuse } from '../../services/org/errors';
import { idList, type RawFilters } from '../../services/org/filters';
import { checkPassword } from '../../services/org/password-rules';
import { checkRoleGrant } from '../../services/org/grants';
import { scopedRoles } from '../../services/org/roles';
import {
  changeableUser,
  checkUsersChangeable,
  pageUsers,
  roleIdsOfUser,
  userInScope,
  userListWhere,
} from '../../services/org/user-queries';
import {
  assertUserUnique,
  isUniqueViolation,
  pickUserFields,
  replaceUserPosts,
  replaceUserRoles,
  softDeleteUsers,
  writePassword,
} from '../../services/org/user-write';
import { assertRolesWithinReach } from '../../services/org/reach';
import { postView, roleView } from '../../services/org/views';
import { hashPassword } from '../../services/passwords';
import { isSuperAdmin, userView } from '../../services/user-service';
import { userArea } from './areas';
import { changeStatusRoute } from './change-status';
import { ok } from '../admin/respond';

const ids = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : undefined;

/** Roles offered in user forms: in scope, role 1 only when the target is user 1. */
async function roleOptions(request: FastifyRequest, targetId?: number) {
  const roles = await scopedRoles(request.server.db, await scopeOfRequest(request));
  return roles
    .filter((r) => r.roleId !== 1 || (targetId !== undefined && isSuperAdmin(targetId)))
    .map((r) => roleView(r));
}

async function postOptions(request: FastifyRequest) {
  const posts = await request.server.db.select().from(sysPost).orderBy(asc(sysPost.postSort));
  return posts.map((p) => postView(p));
}

/** User administration: list, detail, add, edit, delete, password reset, status. */
export async function userRoutes(app: FastifyInstance) {
  const { db } = app;

  const routes = userArea.on(app);
  routes.get<{ Querystring: RawFilters & PageParams }>('/list', 'list', async (request) => {
    const where = userListWhere(await scopeOfRequest(request), request.query);
    const { rows, total } = await pageUsers(db, where, pageOf(request.query), request.query);
    return tableData(rows, total, tr(request, 'success'));
  });

  routes.get('/', 'query', async (request) => ({
    ...ok(request),
    roles: await roleOptions(request),
    posts: await postOptions(request),
  }));

  routes.get<{ Params: { userId: number } }>('/{userId}', 'query', async function getUser(request) {
    const { userId } = request.params;
    const user = await userInScope(db, await scopeOfRequest(request), userId);
    const postIds = await db
      .select({ postId: sysUserPost.postId })
      .from(sysUserPost)
      .where(eq(sysUserPost.userId, userId));
    return {
      ...ok(request),
      data: await userView(db, user),
      roleIds: await roleIdsOfUser(db, userId),
      postIds: postIds.map((p) => p.postId),
      roles: await roleOptions(request, userId),
      posts: await postOptions(request),
    };
  });

  routes.post<{ Body: Record<string, unknown> }>(
    '',
    { auth: 'add', log: 'INSERT' },
    async function addUser(request) {
      const fields = pickUserFields(request.body);
      const userName = fields.userName ?? '';
      const scope = await scopeOfRequest(request);
      if (typeof fields.deptId === 'number') await deptInScope(db, scope, fields.deptId);
      else if (!scope.all) deny('org.dept.noScope');
      const roleIds = ids(request.body.roleIds) ?? [];
      await checkRoleGrant(request, { deptId: fields.deptId ?? null }, roleIds);
      await assertUserUnique(db, fields, 'add', userName);
      const password = typeof request.body.password === 'string' ? request.body.password : '';
      const problem = await checkPassword(db, password);
      if (problem) refuse(problem);
      const hash = await hashPassword(password);
      try {
        await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(sysUser)
            .values({
              ...withoutUndefined(fields),
              userName,
              nickName: fields.nickName ?? userName,
              email: fields.email ?? '',
              phonenumber: fields.phonenumber ?? '',
              sex: fields.sex ?? '0',
              status: fields.status ?? '0',
              password: hash,
              createBy: operatorName(request),
            })
            .returning({ userId: sysUser.userId });
          if (!created) throw new Error('insert returned no row');
          await replaceUserRoles(tx, created.userId, roleIds);
          await replaceUserPosts(tx, created.userId, ids(request.body.postIds) ?? []);
        });
      } catch (error) {
        if (isUniqueViolation(error)) refuse('org.user.nameExists.add', userName);
        throw error;
      }
      return ok(request);
    },
  );

  routes.put<{ Body: Record<string, unknown> & { userId: number } }>(
    '',
    { auth: 'edit', log: 'UPDATE' },
    async function editUser(request) {
      const { userId } = request.body;
      const scope = await scopeOfRequest(request);
      const existing = await changeableUser(db, scope, userId);
      // password, loginIp, loginDate, delFlag, createBy… are never taken from this body.
      const fields = pickUserFields(request.body);
      const deptId = fields.deptId === undefined ? existing.deptId : fields.deptId;
      const deptChanged = deptId !== existing.deptId;
      // Moving oneself would widen one's own data scope (issue 19).
      if (deptChanged && userId === request.session?.userId) deny('org.user.ownDept');
      if (deptChanged && deptId !== null) await deptInScope(db, scope, deptId);
      // Taking a user out of every department would also take them out of a scoped view.
      if (deptChanged && deptId === null && !scope.all) deny('org.dept.noScope');
      const roleIds = ids(request.body.roleIds);
      if (roleIds) await checkRoleGrant(request, { userId, deptId, deptChanged }, roleIds);
      // A moved user keeps their roles: none may reach past the operator from the new place.
      else if (deptChanged)
        await assertRolesWithinReach(request, await roleIdsOfUser(db, userId), deptId);
      const name = fields.userName ?? existing.userName;
      await assertUserUnique(db, fields, 'edit', name, userId);
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(sysUser)
            .set({
              ...withoutUndefined(fields),
              email: fields.email ?? existing.email,
              phonenumber: fields.phonenumber ?? existing.phonenumber,
              sex: fields.sex ?? existing.sex,
              status: fields.status ?? existing.status,
              updateBy: operatorName(request),
              updateTime: new Date(),
            })
            .where(eq(sysUser.userId, userId));
          if (roleIds) await replaceUserRoles(tx, userId, roleIds);
          const postIds = ids(request.body.postIds);
          if (postIds) await replaceUserPosts(tx, userId, postIds);
        });
      } catch (error) {
        if (isUniqueViolation(error)) refuse('org.user.nameExists.edit', name);
        throw error;
      }
      // A disabled account is signed out everywhere at once.
      if (fields.status === '1') await app.sessions.endForUser(userId);
      return ok(request);
    },
  );

  routes.delete<{ Params: { userId: string } }>(
    '/{userId}',
    { auth: 'remove', log: 'DELETE' },
    async function deleteUsers(request) {
      const userIds = idList(request.params.userId);
      const operator = await operatorOf(request);
      if (userIds.includes(operator.userId)) refuse('org.user.deleteSelf');
      await checkUsersChangeable(db, await scopeOfRequest(request), userIds);
      await softDeleteUsers(db, userIds, operatorName(request));
      for (const userId of userIds) await app.sessions.endForUser(userId);
      return ok(request);
    },
  );

  routes.put<{ Body: { userId: number; password: string } }>(
    '/resetPwd',
    { auth: 'resetPwd', log: 'UPDATE' },
    async function resetPwd(request) {
      const { userId, password } = request.body;
      await changeableUser(db, await scopeOfRequest(request), userId);
      await writePassword(db, userId, password, operatorName(request));
      // The old password no longer signs anyone in, nor does any session opened with it.
      await app.sessions.endForUser(userId, {
        except: tokenFromHeader(request.headers.authorization),
      });
      return ok(request);
    },
  );

  changeStatusRoute(routes, db, {
    table: sysUser,
    idColumn: sysUser.userId,
    idKey: 'userId',
    notFound: 'org.user.notFound',
    check: async (request, userId) =>
      checkUsersChangeable(db, await scopeOfRequest(request), [userId]),
    after: async (userId, status) => {
      if (status === '1') await app.sessions.endForUser(userId);
    },
  });
}
