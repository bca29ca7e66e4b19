import bcrypt from 'bcryptjs';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysLogininfor, sysUser } from '../../../src/db/schema';
import { LOCK_MINUTES } from '../../../src/services/login-service';
import { expectContract } from '../../contract';
import { API, bearer, clock, getApp, getShared, login, setConfig } from '../../helper';

async function attempt(username: string, password: string, lang = 'zh-CN') {
  const app = await getApp();
  const res = await login(app, username, password, { 'accept-language': lang });
  expectContract(res, 'post', '/login');
  return res.json<{ code: number; msg: string; token?: string }>();
}

async function lastLog(userName: string) {
  const { database } = await getShared();
  const rows = await database.db
    .select()
    .from(sysLogininfor)
    .where(eq(sysLogininfor.userName, userName))
    .orderBy(desc(sysLogininfor.infoId))
    .limit(1);
  return rows[0];
}

async function createUser(
  userName: string,
  password: string,
  extra: Partial<typeof sysUser.$inferInsert> = {},
) {
  const { database } = await getShared();
  await database.db
    .insert(sysUser)
    .values({ userName, nickName: userName, password, deptId: 105, ...extra });
}

describe('POST /login', () => {
  it('signs admin in with a >=128-bit opaque token and logs the success', async () => {
    const body = await attempt('admin', 'admin123');
    expect(body.code).toBe(200);
    expect(Buffer.from(body.token ?? '', 'base64url').length).toBeGreaterThanOrEqual(16);
    const log = await lastLog('admin');
    expect(log).toMatchObject({ status: '0', msg: '登录成功', ipaddr: '127.0.0.1' });
  });

  it('gives the same message for an unknown user and a wrong password (zh-CN and en)', async () => {
    expect(await attempt('nobody', 'admin123')).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    expect(await attempt('ry', 'wrong-password')).toEqual({
      code: 500,
      msg: '用户不存在/密码错误',
    });
    expect(await attempt('nobody', 'admin123', 'en')).toEqual({
      code: 500,
      msg: 'Unknown account or wrong password',
    });
    expect(await attempt('ry', 'wrong-password', 'en-US,en;q=0.9')).toEqual({
      code: 500,
      msg: 'Unknown account or wrong password',
    });
    expect(await attempt('ry', 'wrong-password', 'fr')).toEqual({
      code: 500,
      msg: 'Compte inconnu ou mot de passe incorrect',
    });
    const log = await lastLog('ry');
    expect(log).toMatchObject({ status: '1', msg: '用户不存在/密码错误' });
    // ry's failures above must not leave it locked for later tests.
    const app = await getApp();
    await app.kv.delete('pwd_err_cnt:ry');
  });

  it('rejects lengths outside 2-20 (account) and 5-20 (password) before any lookup', async () => {
    expect((await attempt('a', 'admin123')).msg).toBe('用户不存在/密码错误');
    expect((await attempt('admin', 'abcd')).msg).toBe('用户不存在/密码错误');
    expect((await attempt('admin', 'a'.repeat(21))).msg).toBe('用户不存在/密码错误');
  });

  it('refuses a disabled account', async () => {
    await createUser('disabled1', bcrypt.hashSync('admin123', 4), { status: '1' });
    expect(await attempt('disabled1', 'admin123')).toEqual({
      code: 500,
      msg: '用户已封禁，请联系管理员',
    });
  });

  it('refuses clients on the IP blacklist (exact, wildcard and range entries)', async () => {
    for (const entry of ['127.0.0.1', '127.0.*.*', '10.0.0.1;127.0.0.0-127.0.0.255']) {
      await setConfig('sys.login.blackIPList', entry);
      try {
        expect(await attempt('admin', 'admin123')).toEqual({
          code: 500,
          msg: '很遗憾，访问IP已被列入系统黑名单',
        });
      } finally {
        await setConfig('sys.login.blackIPList', '');
      }
    }
    expect((await attempt('admin', 'admin123')).code).toBe(200);
  });

  it('locks an account for 10 minutes after 5 wrong passwords, even for the right one', async () => {
    await createUser('locker', bcrypt.hashSync('right-pass', 4));
    for (let i = 0; i < 5; i += 1)
      expect((await attempt('locker', 'wrong-pass')).msg).toBe('用户不存在/密码错误');
    expect(await attempt('locker', 'right-pass')).toEqual({
      code: 500,
      msg: '密码输入错误5次，帐户锁定10分钟',
    });
    expect((await attempt('locker', 'right-pass', 'en')).msg).toBe(
      'Wrong password entered 5 times; the account is locked for 10 minutes',
    );
    clock.advance(LOCK_MINUTES * 60 * 1000 + 1000);
    expect((await attempt('locker', 'right-pass')).code).toBe(200);
  });

  it('accepts a RuoYi bcrypt hash and rehashes it to argon2id', async () => {
    await createUser('legacy', bcrypt.hashSync('legacy123', 10));
    expect((await attempt('legacy', 'legacy123')).code).toBe(200);
    const { database } = await getShared();
    const [row] = await database.db.select().from(sysUser).where(eq(sysUser.userName, 'legacy'));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await attempt('legacy', 'legacy123')).code).toBe(200);
    expect((await attempt('legacy', 'legacy124')).code).toBe(500);
    expect(row?.loginIp).toBe('127.0.0.1');
  });

  it('stores seed passwords as argon2id', async () => {
    const { database } = await getShared();
    const [row] = await database.db.select().from(sysUser).where(eq(sysUser.userName, 'admin'));
    expect(row?.password.startsWith('$argon2id$')).toBe(true);
  });

  it('answers 400 with an envelope when required fields are missing', async () => {
    const app = await getApp();
    const res = await app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { username: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expectContract(res, 'post', '/login');
    expect(res.json<{ code: number }>().code).toBe(400);
  });

  it('does not accept the token from a cookie or the query string', async () => {
    const app = await getApp();
    const { token } = await attempt('admin', 'admin123');
    const viaCookie = await app.inject({
      method: 'GET',
      url: `${API}/getInfo`,
      headers: { cookie: `Admin-Token=${token}` },
    });
    expect(viaCookie.json<{ code: number }>().code).toBe(401);
    const viaQuery = await app.inject({ method: 'GET', url: `${API}/getInfo?token=${token}` });
    expect(viaQuery.json<{ code: number }>().code).toBe(401);
    const viaHeader = await app.inject({
      method: 'GET',
      url: `${API}/getInfo`,
      headers: bearer(token ?? ''),
    });
    expect(viaHeader.json<{ code: number }>().code).toBe(200);
  });
});
