import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sysDept, sysUser } from '../../db/schema';
import { type DataScope, deptAndBelowIds, scopeCondition } from './data-scope';
import { deny, refuse, warn } from './errors';
import { contains, intOf, liveListWhere, type RawFilters, text } from './filters';
import { liveRow } from '../../db/live-row';
import { anyRow } from '../../lib/any-row';

export type DeptRow = typeof sysDept.$inferSelect;

/** WHERE of the department list (RuoYi selectDeptList) with the data scope applied. */
export function deptListWhere(scope: DataScope, filters: RawFilters): SQL | undefined {
  const parentId = intOf(filters.parentId);
  return and(
    liveListWhere(sysDept, sysDept.deptId, 'deptId', filters),
    parentId !== undefined ? eq(sysDept.parentId, parentId) : undefined,
    contains(sysDept.deptName, text(filters, 'deptName')),
    scopeCondition(scope, { dept: sysDept.deptId }),
  );
}

/** Departments matching `where`, ordered as RuoYi (parent, then order number). */
export function listDepts(db: Db, where: SQL | undefined): Promise<DeptRow[]> {
  return db
    .select()
    .from(sysDept)
    .where(where)
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
}

/** A live department by id. */
export async function liveDept(db: Db, deptId: number): Promise<DeptRow | undefined> {
  return liveRow(db, sysDept, sysDept.deptId, deptId);
}

/** Live departments visible in `scope`. */
const liveInScope = (scope: DataScope) =>
  and(eq(sysDept.delFlag, '0'), scopeCondition(scope, { dept: sysDept.deptId }));

/** RuoYi checkDeptDataScope: the department must be visible in `scope`; returns it. */
export async function deptInScope(db: Db, scope: DataScope, deptId: number): Promise<DeptRow> {
  const [row] = await db
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), liveInScope(scope)))
    .limit(1);
  if (row) return row;
  if (!scope.all) deny('org.dept.noScope');
  return refuse('org.dept.notFound');
}

/** Every department among `deptIds` must be live and visible in `scope`, else refused. */
export async function checkDeptsInScope(db: Db, scope: DataScope, deptIds: readonly number[]) {
  if (deptIds.length === 0) return;
  const visible = await db
    .select({ deptId: sysDept.deptId })
    .from(sysDept)
    .where(and(inArray(sysDept.deptId, [...deptIds]), liveInScope(scope)));
  if (visible.length !== new Set(deptIds).size) deny('org.dept.noScope');
}

/**
 * Moving a department re-parents its whole subtree, which widens the reach of every "department
 * and below" role above the new place: a scoped operator must see the whole subtree (issue 19).
 */
export async function assertSubtreeInScope(db: Db, scope: DataScope, deptId: number) {
  if (scope.all) return;
  const inScope = scopeCondition(scope, { dept: sysDept.deptId }) ?? sql`true`;
  const outOfScope = await anyRow(
    db,
    sysDept,
    and(
      sql`${sysDept.deptId} in ${deptAndBelowIds(deptId)}`,
      eq(sysDept.delFlag, '0'),
      sql`not ${inScope}`,
    ),
  );
  if (outOfScope) deny('org.dept.noScope');
}

/** Live descendants condition: departments whose ancestors path contains `deptId`. */
export const descendantsOf = (deptId: number): SQL =>
  sql`${String(deptId)} = any(string_to_array(${sysDept.ancestors}, ','))`;

/** Whether another live department under the same parent already has this name. */
export async function deptNameTaken(
  db: Db,
  deptName: string,
  parentId: number,
  selfId?: number,
): Promise<boolean> {
  return anyRow(
    db,
    sysDept,
    and(
      eq(sysDept.deptName, deptName),
      eq(sysDept.parentId, parentId),
      eq(sysDept.delFlag, '0'),
      selfId !== undefined ? ne(sysDept.deptId, selfId) : undefined,
    ),
  );
}

/** The 601 warnings of RuoYi's dept delete: live children first, then live members. */
export async function assertDeptDeletable(db: Db, deptId: number): Promise<void> {
  if (await anyRow(db, sysDept, and(eq(sysDept.parentId, deptId), eq(sysDept.delFlag, '0'))))
    warn('org.dept.hasChildren');
  if (await anyRow(db, sysUser, and(eq(sysUser.deptId, deptId), eq(sysUser.delFlag, '0'))))
    warn('org.dept.hasUsers');
}

/** Number of enabled live descendants (disabling is refused while there are any). */
export async function enabledDescendants(db: Db, deptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sysDept)
    .where(and(descendantsOf(deptId), eq(sysDept.status, '0'), eq(sysDept.delFlag, '0')));
  return row?.n ?? 0;
}

/** Rewrites the ancestors of every descendant after a move (old prefix → new prefix). */
export async function moveDescendants(
  db: Db,
  deptId: number,
  oldAncestors: string,
  newAncestors: string,
): Promise<void> {
  await db
    .update(sysDept)
    .set({
      ancestors: sql`${newAncestors} || substr(${sysDept.ancestors}, ${oldAncestors.length + 1})`,
    })
    .where(and(descendantsOf(deptId), sql`starts_with(${sysDept.ancestors}, ${oldAncestors})`));
}

/** Enables every ancestor of a department that is being enabled (RuoYi rule). */
export async function enableAncestors(db: Db, ancestors: string): Promise<void> {
  const ids = ancestors
    .split(',')
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0);
  if (ids.length === 0) return;
  await db
    .update(sysDept)
    .set({ status: '0' })
    .where(
      sql`${sysDept.deptId} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

/** Whether `candidate` is `deptId` itself or lies below it. */
export async function isSelfOrDescendant(
  db: Db,
  deptId: number,
  candidate: number,
): Promise<boolean> {
  if (candidate === deptId) return true;
  return anyRow(
    db,
    sysDept,
    and(eq(sysDept.deptId, candidate), sql`${sysDept.deptId} in ${deptAndBelowIds(deptId)}`),
  );
}
