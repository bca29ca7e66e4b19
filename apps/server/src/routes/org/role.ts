import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysRole, sysRoleDept, sysRoleMenu, sysUserRole } from '../../db/schema';
import { tr } from '../../i18n/messages';
import { anyRow } from '../../lib/any-row';
import { orderOf, pageOf, type PageParams, tableData } from '../../lib/paging';
import { sendXlsx } from '../../services/excel/index';
import { operatorName, operatorOf, scopeOfRequest } from '../../services/org/context';
import { deny, refuse } from '../../services/org/errors';
import { idList, type RawFilters } from '../../services/org/filters';
import {
  assertMenusGrantable,
  checkRolesInScope,
  existingMenuIds,
  liveRole,
  ROLE_SORT,
  roleConflicts,
  roleInScope,
  roleListWhere,
  scopedRoles,
} from '../../services/org/roles';
import { assertNotOwnRole } from '../../services/org/reach';
import { STATUS_LABELS } from '../../services/admin/views';
import { roleView } from '../../services/org/views';
import { DATA_SCOPE_DICT, roleFields, type RoleBody } from './role-fields';
import { roleArea } from './areas';
import { changeStatusRoute } from './change-status';
import { ok } from '../admin/respond';

/** Role administration: list, detail, add, edit, status, data scope, delete, export. */
export async function roleRoutes(app: FastifyInstance) {
  const { db } = app;

  const routes = roleArea.on(app);
  routes.get<{ Querystring: RawFilters & PageParams }>('/list', 'list', async (request) => {
    const where = roleListWhere(await scopeOfRequest(request), request.query);
    const page = pageOf(request.query);
    const [total] = await db.select({ n: count() }).from(sysRole).where(where);
    const rows = await db
      .select()
      .from(sysRole)
      .where(where)
      .orderBy(...orderOf(request.query, ROLE_SORT, asc(sysRole.roleSort)), asc(sysRole.roleId))
      .limit(page.pageSize)
      .offset(page.offset);
    return tableData(
      rows.map((r) => roleView(r)),
      total?.n ?? 0,
      tr(request, 'success'),
    );
  });

  routes.post<{ Body: RawFilters | undefined }>(
    '/export',
    { auth: 'export', log: 'EXPORT' },
    async function exportRoles(request, reply) {
      const where = roleListWhere(await scopeOfRequest(request), request.body ?? {});
      const rows = await db.select().from(sysRole).where(where).orderBy(asc(sysRole.roleSort));
      return sendXlsx(reply, {
        fileName: `role_${Date.now()}.xlsx`,
        sheetName: '角色数据',
        columns: [
          { header: '角色序号', key: 'roleId' },
          { header: '角色名称', key: 'roleName' },
          { header: '角色权限', key: 'roleKey' },
          { header: '角色排序', key: 'roleSort' },
          { header: '数据范围', key: 'dataScope', dict: DATA_SCOPE_DICT },
          { header: '角色状态', key: 'status', dict: STATUS_LABELS },
        ],
        rows,
      });
    },
  );

  routes.get('/optionselect', 'query', async (request) => ({
    ...ok(request),
    data: (await scopedRoles(db, await scopeOfRequest(request))).map((r) => roleView(r)),
  }));

  routes.get<{ Params: { roleId: number } }>('/{roleId}', 'query', async (request) => {
    const { roleId } = request.params;
    const role = await roleInScope(db, await scopeOfRequest(request), roleId);
    return { ...ok(request), data: roleView(role) };
  });

  routes.post<{ Body: RoleBody }>(
    '',
    { auth: 'add', log: 'INSERT' },
    async function addRole(request) {
      const fields = roleFields(request.body);
      const conflicts = await roleConflicts(db, fields);
      if (conflicts.roleName) refuse('org.role.nameExists.add', fields.roleName);
      if (conflicts.roleKey) refuse('org.role.keyExists.add', fields.roleName);
      const menuIds = await existingMenuIds(db, request.body.menuIds ?? []);
      await assertMenusGrantable(db, (await operatorOf(request)).userId, menuIds);
      await db.transaction(async (tx) => {
        const [role] = await tx
          .insert(sysRole)
          .values({ ...fields, status: fields.status ?? '0', createBy: operatorName(request) })
          .returning({ roleId: sysRole.roleId });
        if (!role) throw new Error('insert returned no row');
        if (menuIds.length > 0)
          await tx
            .insert(sysRoleMenu)
            .values(menuIds.map((menuId) => ({ roleId: role.roleId, menuId })));
      });
      return ok(request);
    },
  );

  routes.put<{ Body: RoleBody & { roleId: number } }>(
    '',
    { auth: 'edit', log: 'UPDATE' },
    async function editRole(request) {
      const { roleId } = request.body;
      if (roleId === 1) deny('org.role.adminProtected');
      await roleInScope(db, await scopeOfRequest(request), roleId);
      await assertNotOwnRole(request, roleId);
      const fields = roleFields(request.body);
      const conflicts = await roleConflicts(db, fields, roleId);
      if (conflicts.roleName) refuse('org.role.nameExists.edit', fields.roleName);
      if (conflicts.roleKey) refuse('org.role.keyExists.edit', fields.roleName);
      const menuIds = request.body.menuIds
        ? await existingMenuIds(db, request.body.menuIds)
        : undefined;
      if (menuIds) {
        const current = await db
          .select({ menuId: sysRoleMenu.menuId })
          .from(sysRoleMenu)
          .where(eq(sysRoleMenu.roleId, roleId));
        const held = new Set(current.map((m) => m.menuId));
        const added = menuIds.filter((id) => !held.has(id));
        await assertMenusGrantable(db, (await operatorOf(request)).userId, added);
      }
      await db.transaction(async (tx) => {
        await tx
          .update(sysRole)
          .set({ ...fields, updateBy: operatorName(request), updateTime: new Date() })
          .where(eq(sysRole.roleId, roleId));
        if (!menuIds) return;
        await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
        if (menuIds.length > 0)
          await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
      });
      // Permissions are read per request (auth plugin), so members see the change at once.
      return ok(request);
    },
  );

  changeStatusRoute(routes, db, {
    table: sysRole,
    idColumn: sysRole.roleId,
    idKey: 'roleId',
    notFound: 'org.role.notFound',
    check: async (request, roleId) => {
      if (roleId === 1) deny('org.role.adminProtected');
      await checkRolesInScope(db, await scopeOfRequest(request), [roleId]);
      await assertNotOwnRole(request, roleId);
    },
  });

  routes.delete<{ Params: { roleId: string } }>(
    '/{roleId}',
    { auth: 'remove', log: 'DELETE' },
    async function deleteRoles(request) {
      const roleIds = idList(request.params.roleId);
      if (roleIds.includes(1)) deny('org.role.adminProtected');
      await checkRolesInScope(db, await scopeOfRequest(request), roleIds);
      for (const roleId of roleIds) {
        const role = await liveRole(db, roleId);
        if (!role) continue;
        if (await anyRow(db, sysUserRole, eq(sysUserRole.roleId, roleId)))
          refuse('org.role.assigned', role.roleName);
      }
      await db.transaction(async (tx) => {
        await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.roleId, roleIds));
        await tx.delete(sysRoleDept).where(inArray(sysRoleDept.roleId, roleIds));
        await tx
          .update(sysRole)
          .set({ delFlag: '2', updateBy: operatorName(request), updateTime: new Date() })
          .where(inArray(sysRole.roleId, roleIds));
      });
      return ok(request);
    },
  );
}
