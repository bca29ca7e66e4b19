import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sysDept, sysRole, sysUser, sysUserRole } from '../../db/schema';
import { orderOf, type Page, type PageParams } from '../../lib/paging';
import { type DataScope, deptAndBelowIds, scopeCondition } from './data-scope';
import { deny, refuse } from './errors';
import { contains, dayRange, intOf, liveListWhere, type RawFilters, text } from './filters';
import { userRowView } from './views';
import { liveRow } from '../../db/live-row';
import { isSuperAdmin } from '../user-service';

/** Columns the user list may be sorted by (camelCase names the client sends). */
export const USER_SORT = {
  userId: sysUser.userId,
  userName: sysUser.userName,
  nickName: sysUser.nickName,
  email: sysUser.email,
  phonenumber: sysUser.phonenumber,
  status: sysUser.status,
  deptId: sysUser.deptId,
  createTime: sysUser.createTime,
  loginDate: sysUser.loginDate,
};

const inScope = (scope: DataScope) =>
  scopeCondition(scope, { dept: sysUser.deptId, user: sysUser.userId });

/** WHERE of the user list (RuoYi selectUserList) with the data scope applied. */
export function userListWhere(scope: DataScope, filters: RawFilters): SQL | undefined {
  const deptId = intOf(filters.deptId);
  return and(
    liveListWhere(sysUser, sysUser.userId, 'userId', filters),
    contains(sysUser.userName, text(filters, 'userName')),
    contains(sysUser.phonenumber, text(filters, 'phonenumber')),
    deptId !== undefined ? sql`${sysUser.deptId} in ${deptAndBelowIds(deptId)}` : undefined,
    dayRange(sysUser.createTime, filters),
    inScope(scope),
  );
}

/** One page of users with their department, and the total. */
export async function pageUsers(
  db: Db,
  where: SQL | undefined,
  page: Page,
  sort: PageParams,
): Promise<{ rows: Array<ReturnType<typeof userRowView>>; total: number }> {
  const [totalRow] = await db.select({ n: count() }).from(sysUser).where(where);
  const rows = await db
    .select({ user: sysUser, dept: sysDept })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(where)
    .orderBy(...orderOf(sort, USER_SORT, asc(sysUser.userId)), asc(sysUser.userId))
    .limit(page.pageSize)
    .offset(page.offset);
  return { rows: rows.map((r) => userRowView(r.user, r.dept)), total: totalRow?.n ?? 0 };
}

/** Every matching user, fetched in batches so an export never holds the whole table. */
export async function* allUsers(db: Db, where: SQL | undefined, batch = 500) {
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select({ user: sysUser, dept: sysDept })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(and(where, sql`${sysUser.userId} > ${lastId}`))
      .orderBy(asc(sysUser.userId))
      .limit(batch);
    for (const row of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    lastId = last.user.userId;
  }
}

/** Users holding (or, with `holding` false, not holding) a role, in scope (allocatedList). */
export function roleUsersWhere(
  scope: DataScope,
  roleId: number,
  holding: boolean,
  filters: RawFilters,
): SQL | undefined {
  const holders = sql`(select ur.user_id from sys_user_role ur where ur.role_id = ${roleId})`;
  return and(
    eq(sysUser.delFlag, '0'),
    holding ? sql`${sysUser.userId} in ${holders}` : sql`${sysUser.userId} not in ${holders}`,
    // The super administrator's roles are never changed, so it is never offered for a role.
    holding ? undefined : ne(sysUser.userId, 1),
    contains(sysUser.userName, text(filters, 'userName')),
    contains(sysUser.phonenumber, text(filters, 'phonenumber')),
    inScope(scope),
  );
}

/**
 * RuoYi checkUserDataScope: the live users among `userIds` must all be visible in `scope`,
 * otherwise the whole operation is refused.
 */
export async function checkUsersInScope(
  db: Db,
  scope: DataScope,
  userIds: readonly number[],
): Promise<void> {
  if (scope.all || userIds.length === 0) return;
  const visible = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(inArray(sysUser.userId, [...userIds]), eq(sysUser.delFlag, '0'), inScope(scope)));
  if (visible.length !== new Set(userIds).size) deny('org.user.noScope');
}

/** Live users (del_flag '0') by id. */
export async function liveUser(db: Db, userId: number) {
  return liveRow(db, sysUser, sysUser.userId, userId);
}

/** Role ids held by a user (any status). */
export async function roleIdsOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0')));
  return rows.map((r) => r.roleId);
}

/**
 * Uniqueness conflicts of a user's name (case-insensitive, every row: the database index on
 * lower(user_name) covers deleted users too), phone and email (live users), ignoring `selfId`.
 */
export async function userConflicts(
  db: Db,
  candidate: { userName?: string; phonenumber?: string; email?: string },
  selfId?: number,
): Promise<{ userName: boolean; phonenumber: boolean; email: boolean }> {
  const notSelf = selfId !== undefined ? ne(sysUser.userId, selfId) : undefined;
  const exists = async (where: SQL | undefined) =>
    (await db.select({ n: count() }).from(sysUser).where(and(where, notSelf)))[0]?.n !== 0;
  const live = eq(sysUser.delFlag, '0');
  return {
    userName:
      candidate.userName !== undefined &&
      (await exists(sql`lower(${sysUser.userName}) = lower(${candidate.userName})`)),
    phonenumber:
      !!candidate.phonenumber &&
      (await exists(and(live, eq(sysUser.phonenumber, candidate.phonenumber)))),
    email: !!candidate.email && (await exists(and(live, eq(sysUser.email, candidate.email)))),
  };
}

/** Users an operator may change: never the administrator (user 1), only users in the scope. */
export async function checkUsersChangeable(
  db: Db,
  scope: DataScope,
  userIds: readonly number[],
): Promise<void> {
  if (userIds.some(isSuperAdmin)) deny('org.user.adminProtected');
  await checkUsersInScope(db, scope, userIds);
}

/** Live user `userId` once `checkUsersInScope` passed, or the not-found refusal. */
export async function userInScope(db: Db, scope: DataScope, userId: number) {
  await checkUsersInScope(db, scope, [userId]);
  return (await liveUser(db, userId)) ?? refuse('org.user.notFound');
}

/** Live user `userId` once `checkUsersChangeable` passed, or the not-found refusal. */
export async function changeableUser(db: Db, scope: DataScope, userId: number) {
  if (isSuperAdmin(userId)) deny('org.user.adminProtected');
  return userInScope(db, scope, userId);
}
