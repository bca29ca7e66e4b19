import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysUser } from '../../../src/db/schema';
import { markSeedPasswords, SEED_PASSWORD } from '../../../src/db/seed/seed-passwords';
import { hashPassword } from '../../../src/services/passwords';
import { expectContract } from '../../contract';
import { API, bearer, clock, getApp, getShared, loginAs, setConfig } from '../../helper';
import { createUser } from '../../org/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

async function flags(token: string) {
  const app = await getApp();
  const res = await app.inject({ method: 'GET', url: `${API}/getInfo`, headers: bearer(token) });
  expectContract(res, 'get', '/getInfo');
  const body = res.json<{ isDefaultModifyPwd: boolean; isPasswordExpired: boolean }>();
  return { isDefaultModifyPwd: body.isDefaultModifyPwd, isPasswordExpired: body.isPasswordExpired };
}

async function setPasswordDate(userId: number, date: Date | null) {
  const { database } = await getShared();
  await database.db.update(sysUser).set({ pwdUpdateDate: date }).where(eq(sysUser.userId, userId));
}

describe('first sign-in password change (sys.account.initPasswordModify)', () => {
  it('flags the seeded accounts, which still have the published password', async () => {
    const app = await getApp();
    expect(await flags(await loginAs(app, 'admin'))).toEqual({
      isDefaultModifyPwd: true,
      isPasswordExpired: false,
    });
    expect((await flags(await loginAs(app, 'ry'))).isDefaultModifyPwd).toBe(true);
  });

  it('is read fresh: a changed password or the parameter set to 0 ends the prompt', async () => {
    const app = await getApp();
    const user = await createUser({ deptId: 105 });
    await setPasswordDate(user.userId, null);
    const token = await loginAs(app, user.userName);
    expect((await flags(token)).isDefaultModifyPwd).toBe(true);

    await setConfig('sys.account.initPasswordModify', '0');
    try {
      expect((await flags(token)).isDefaultModifyPwd).toBe(false);
    } finally {
      await setConfig('sys.account.initPasswordModify', '1');
    }

    const change = await app.inject({
      method: 'PUT',
      url: `${API}/system/user/profile/updatePwd`,
      headers: bearer(token),
      payload: { oldPassword: 'admin123', newPassword: 'changed99' },
    });
    expect(change.json<{ code: number }>().code).toBe(200);
    // Same session, next /getInfo: the flag is gone without signing in again.
    expect((await flags(token)).isDefaultModifyPwd).toBe(false);
  });

  it('reports an expired password after sys.account.passwordValidateDays', async () => {
    const app = await getApp();
    const user = await createUser({ deptId: 105 });
    const token = await loginAs(app, user.userName);
    await setConfig('sys.account.passwordValidateDays', '30');
    try {
      await setPasswordDate(user.userId, new Date(clock.now() - 10 * DAY_MS));
      expect(await flags(token)).toEqual({ isDefaultModifyPwd: false, isPasswordExpired: false });
      await setPasswordDate(user.userId, new Date(clock.now() - 31 * DAY_MS));
      expect((await flags(token)).isPasswordExpired).toBe(true);
    } finally {
      await setConfig('sys.account.passwordValidateDays', '0');
    }
    expect((await flags(token)).isPasswordExpired).toBe(false);
  });
});

describe('markSeedPasswords (existing databases)', () => {
  it('marks seed accounts that still use the published password, once', async () => {
    const { database } = await getShared();
    const db = database.db;
    const [ry] = await db.select().from(sysUser).where(eq(sysUser.userName, 'ry'));
    if (!ry) throw new Error('seed user ry missing');
    try {
      await db.update(sysUser).set({ pwdUpdateDate: new Date() }).where(eq(sysUser.userId, 2));
      expect(await markSeedPasswords(db)).toContain('ry');
      expect(await markSeedPasswords(db)).not.toContain('ry');

      // A changed password is the owner's choice: left alone.
      await db
        .update(sysUser)
        .set({
          password: await hashPassword(`${SEED_PASSWORD}-changed`),
          pwdUpdateDate: new Date(),
        })
        .where(eq(sysUser.userId, 2));
      expect(await markSeedPasswords(db)).not.toContain('ry');
    } finally {
      await db
        .update(sysUser)
        .set({ password: ry.password, pwdUpdateDate: ry.pwdUpdateDate })
        .where(eq(sysUser.userId, 2));
    }
  });
});
