import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sysPost, sysUser, sysUserPost, sysUserRole } from '../../db/schema';
import type { MessageKey } from '../../i18n/messages';
import { hashPassword } from '../passwords';
import { refuse } from './errors';
import { checkPassword } from './password-rules';
import { userConflicts } from './user-queries';

/** The user fields an admin form may set; everything else in a body is ignored. */
export interface UserFields {
  deptId?: number | null | undefined;
  userName?: string | undefined;
  nickName?: string | undefined;
  email?: string | null | undefined;
  phonenumber?: string | null | undefined;
  sex?: string | null | undefined;
  status?: string | null | undefined;
  remark?: string | null | undefined;
}

/** Explicit pick of {@link UserFields} from a request body (no mass assignment). */
export function pickUserFields(body: Record<string, unknown>): UserFields {
  const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : undefined);
  const fields: UserFields = {
    userName: str('userName')?.trim(),
    nickName: str('nickName')?.trim(),
    email: str('email')?.trim(),
    phonenumber: str('phonenumber')?.trim(),
    sex: str('sex'),
    status: str('status'),
    remark: str('remark'),
  };
  if (typeof body.deptId === 'number' || body.deptId === null) fields.deptId = body.deptId;
  return fields;
}

/** Refuses with RuoYi's message when the name, phone or email is used by another user. */
export async function assertUserUnique(
  db: Db,
  fields: {
    userName?: string | undefined;
    phonenumber?: string | null | undefined;
    email?: string | null | undefined;
  },
  mode: 'add' | 'edit',
  displayName: string,
  selfId?: number,
): Promise<void> {
  const conflicts = await userConflicts(
    db,
    {
      ...(fields.userName !== undefined ? { userName: fields.userName } : {}),
      ...(fields.phonenumber ? { phonenumber: fields.phonenumber } : {}),
      ...(fields.email ? { email: fields.email } : {}),
    },
    selfId,
  );
  const key = (what: 'name' | 'phone' | 'email') => `org.user.${what}Exists.${mode}` as MessageKey;
  if (conflicts.userName) refuse(key('name'), displayName);
  if (conflicts.phonenumber) refuse(key('phone'), displayName);
  if (conflicts.email) refuse(key('email'), displayName);
}

/** Replaces a user's roles. */
export async function replaceUserRoles(db: Db, userId: number, roleIds: readonly number[]) {
  await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  const unique = [...new Set(roleIds)];
  if (unique.length > 0)
    await db.insert(sysUserRole).values(unique.map((roleId) => ({ userId, roleId })));
}

/** Replaces a user's positions (unknown post ids are dropped). */
export async function replaceUserPosts(db: Db, userId: number, postIds: readonly number[]) {
  await db.delete(sysUserPost).where(eq(sysUserPost.userId, userId));
  const unique = [...new Set(postIds)];
  if (unique.length === 0) return;
  const existing = await db
    .select({ postId: sysPost.postId })
    .from(sysPost)
    .where(inArray(sysPost.postId, unique));
  if (existing.length > 0)
    await db.insert(sysUserPost).values(existing.map(({ postId }) => ({ userId, postId })));
}

/** Whether an error is PostgreSQL's unique violation (the lower(user_name) index). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Soft-deletes users and drops their role and position links (RuoYi deleteUserByIds). */
export async function softDeleteUsers(db: Db, userIds: readonly number[], by: string) {
  await db.transaction(async (tx) => {
    await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, [...userIds]));
    await tx.delete(sysUserPost).where(inArray(sysUserPost.userId, [...userIds]));
    await tx
      .update(sysUser)
      .set({ delFlag: '2', updateBy: by, updateTime: new Date() })
      .where(and(inArray(sysUser.userId, [...userIds]), eq(sysUser.delFlag, '0')));
  });
}

/** Sets a user's new password (refused when it breaks the password rules); `by` changed it. */
export async function writePassword(db: Db, userId: number, password: string, by: string) {
  const problem = await checkPassword(db, password);
  if (problem) refuse(problem);
  await db
    .update(sysUser)
    .set({
      password: await hashPassword(password),
      pwdUpdateDate: new Date(),
      updateBy: by,
      updateTime: new Date(),
    })
    .where(eq(sysUser.userId, userId));
}
