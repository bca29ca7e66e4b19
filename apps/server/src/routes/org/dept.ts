import { and, eq, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysDept } from '../../db/schema';
import { saveOrder } from '../../lib/save-order';
import { operatorName, scopeOfRequest } from '../../services/org/context';
import {
  assertDeptDeletable,
  assertSubtreeInScope,
  type DeptRow,
  deptInScope,
  deptListWhere,
  deptNameTaken,
  descendantsOf,
  enableAncestors,
  enabledDescendants,
  isSelfOrDescendant,
  listDepts,
  moveDescendants,
} from '../../services/org/depts';
import { deny, refuse } from '../../services/org/errors';
import { idList, type RawFilters } from '../../services/org/filters';
import { deptView } from '../../services/org/views';
import { defineRoutes } from '../../resources';
import type { RequestBody } from '../../plugins/contract';
import { ok } from '../admin/respond';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({ path: '/system/dept', permission: 'system:dept', title: '部门管理' });

type DeptBody = RequestBody<'OrgDeptBody'>;

/** The department columns a form may set (ancestors and delete flag are the server's). */
const deptFields = (body: DeptBody) => ({
  parentId: body.parentId,
  deptName: body.deptName.trim(),
  orderNum: body.orderNum,
  ...(body.leader !== undefined ? { leader: body.leader } : {}),
  ...(body.phone !== undefined ? { phone: body.phone } : {}),
  ...(body.email !== undefined ? { email: body.email } : {}),
  ...(body.status ? { status: body.status } : {}),
});

/** Flat views with parent names filled in. */
function views(depts: DeptRow[]) {
  const names = new Map(depts.map((d) => [d.deptId, d.deptName]));
  return depts.map((d) => deptView(d, names.get(d.parentId) ?? null));
}

/** Department administration: list, detail, add, edit, delete, reorder. */
export async function deptRoutes(app: FastifyInstance) {
  const { db } = app;

  const routes = area.on(app);
  routes.get<{ Querystring: RawFilters }>('/list', 'list', async (request) => {
    const depts = await listDepts(db, deptListWhere(await scopeOfRequest(request), request.query));
    return { ...ok(request), data: views(depts) };
  });

  routes.get<{ Params: { deptId: number } }>('/list/exclude/{deptId}', 'list', async (request) => {
    const { deptId } = request.params;
    const where = and(
      deptListWhere(await scopeOfRequest(request), {}),
      not(eq(sysDept.deptId, deptId)),
      not(descendantsOf(deptId)),
    );
    return { ...ok(request), data: views(await listDepts(db, where)) };
  });

  routes.get<{ Params: { deptId: number } }>('/{deptId}', 'query', async (request) => {
    const dept = await deptInScope(db, await scopeOfRequest(request), request.params.deptId);
    const [parent] = await db
      .select({ deptName: sysDept.deptName })
      .from(sysDept)
      .where(eq(sysDept.deptId, dept.parentId));
    return { ...ok(request), data: deptView(dept, parent?.deptName ?? null) };
  });

  routes.post<{ Body: DeptBody }>(
    '',
    { auth: 'add', log: 'INSERT' },
    async function addDept(request) {
      const fields = deptFields(request.body);
      const scope = await scopeOfRequest(request);
      let ancestors = '0';
      if (fields.parentId !== 0) {
        const parent = await deptInScope(db, scope, fields.parentId);
        if (parent.status !== '0') refuse('org.dept.parentDisabled');
        ancestors = `${parent.ancestors},${parent.deptId}`;
      } else if (!scope.all) {
        deny('org.dept.noScope');
      }
      if (await deptNameTaken(db, fields.deptName, fields.parentId))
        refuse('org.dept.nameExists.add', fields.deptName);
      await db.insert(sysDept).values({ ...fields, ancestors, createBy: operatorName(request) });
      return ok(request);
    },
  );

  routes.put<{ Body: DeptBody & { deptId: number } }>(
    '',
    { auth: 'edit', log: 'UPDATE' },
    async function editDept(request) {
      const { deptId } = request.body;
      const fields = deptFields(request.body);
      const scope = await scopeOfRequest(request);
      const existing = await deptInScope(db, scope, deptId);
      if (fields.parentId === deptId) refuse('org.dept.parentSelf', fields.deptName);
      if (await deptNameTaken(db, fields.deptName, fields.parentId, deptId))
        refuse('org.dept.nameExists.edit', fields.deptName);
      if (fields.status === '1' && (await enabledDescendants(db, deptId)) > 0)
        refuse('org.dept.hasEnabledChildren');
      let ancestors = existing.ancestors;
      if (fields.parentId !== existing.parentId) {
        await assertSubtreeInScope(db, scope, deptId);
        if (fields.parentId === 0) {
          if (!scope.all) deny('org.dept.noScope');
          ancestors = '0';
        } else {
          if (await isSelfOrDescendant(db, deptId, fields.parentId))
            refuse('org.dept.parentDescendant', fields.deptName);
          const parent = await deptInScope(db, scope, fields.parentId);
          ancestors = `${parent.ancestors},${parent.deptId}`;
        }
      }
      await db.transaction(async (tx) => {
        if (ancestors !== existing.ancestors)
          await moveDescendants(
            tx,
            deptId,
            `${existing.ancestors},${deptId}`,
            `${ancestors},${deptId}`,
          );
        await tx
          .update(sysDept)
          .set({ ...fields, ancestors, updateBy: operatorName(request), updateTime: new Date() })
          .where(eq(sysDept.deptId, deptId));
        // Enabling a department enables its ancestors (RuoYi updateParentDeptStatusNormal).
        if ((fields.status ?? existing.status) === '0') await enableAncestors(tx, ancestors);
      });
      return ok(request);
    },
  );

  routes.put<{ Body: { deptIds: string; orderNums: string } }>(
    '/updateSort',
    { auth: 'edit', log: 'UPDATE' },
    async function updateSort(request) {
      const deptIds = request.body.deptIds.split(',').map(Number);
      const orderNums = request.body.orderNums.split(',').map(Number);
      if (deptIds.length !== orderNums.length || new Set(deptIds).size !== deptIds.length)
        refuse('error');
      const scope = await scopeOfRequest(request);
      for (const id of idList(request.body.deptIds)) await deptInScope(db, scope, id);
      await saveOrder(db, deptIds, orderNums, operatorName(request), (tx, deptId, values) =>
        tx
          .update(sysDept)
          .set(values)
          .where(and(eq(sysDept.deptId, deptId), eq(sysDept.delFlag, '0'))),
      );
      return ok(request);
    },
  );

  routes.delete<{ Params: { deptId: number } }>(
    '/{deptId}',
    { auth: 'remove', log: 'DELETE' },
    async function deleteDept(request) {
      const { deptId } = request.params;
      await deptInScope(db, await scopeOfRequest(request), deptId);
      await assertDeptDeletable(db, deptId);
      await db
        .update(sysDept)
        .set({ delFlag: '2', updateBy: operatorName(request), updateTime: new Date() })
        .where(eq(sysDept.deptId, deptId));
      return ok(request);
    },
  );
}
