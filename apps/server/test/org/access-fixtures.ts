import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sysUser } from '../../src/db/schema';
import { getShared } from '../helper';
import { json, operatorWith } from './fixtures';

// The access cache (plugins/access-cache.ts) keeps each user's permissions, roles and /getInfo
// data between requests. The access-*.test.ts files warm it, change something through one write
// path, and expect the very next request to see the change (no new sign-in).

export interface Info {
  code: number;
  permissions: string[];
  roles: string[];
  user: {
    nickName: string;
    status: string;
    pwdUpdateDate: string | null;
    loginDate: string | null;
  };
  pwdChrtype: string;
}

export const info = async (token: string) => json<Info>('GET', '/getInfo', { token });
export const status = async (url: string, token: string) =>
  (await json('GET', url, { token })).code;

/** A user holding the post list permission through a fresh role, with the cache warmed. */
export async function postReader() {
  const member = await operatorWith(['system:post:list', 'system:post:query']);
  expect(await status('/system/post/list', member.token)).toBe(200);
  expect(await status('/system/post/list', member.token)).toBe(200);
  expect((await info(member.token)).permissions).toContain('system:post:list');
  return member;
}

/** Dates the user's password in 2001 (whole-second dates would not change within a test). */
export async function agePassword(userId: number) {
  const { database } = await getShared();
  await database.db
    .update(sysUser)
    .set({ pwdUpdateDate: new Date('2001-01-01T00:00:00Z') })
    .where(eq(sysUser.userId, userId));
}
