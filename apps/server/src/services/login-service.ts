import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sysUser } from '../db/schema';
import { type MessageKey, message, tr } from '../i18n/messages';
import { counterOf } from '../plugins/kv';
import { getConfigValue } from './config-service';
import { isIpBlacklisted } from './ip-match';
import { clientInfo, recordLogin } from './login-log';
import { hashPassword, verifyPassword } from './passwords';
import { findActiveUserByName } from './user-service';

export const MAX_RETRY_COUNT = 5;
export const LOCK_MINUTES = 10;
const retryKey = (userName: string) => `pwd_err_cnt:${userName}`;

export interface LoginInput {
  username?: string | undefined;
  password?: string | undefined;
  code?: string | undefined;
  uuid?: string | undefined;
}

export type LoginOutcome = { ok: true; token: string } | { ok: false; msg: string };

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword('dummy-password-for-timing'));

/** RuoYi SysLoginService.login, in the same order (wire contract §2.3). */
export async function login(
  app: FastifyInstance,
  request: FastifyRequest,
  input: LoginInput,
  now: () => number,
): Promise<LoginOutcome> {
  const username = (input.username ?? '').trim();
  const password = input.password ?? '';
  const fail = async (key: MessageKey, ...args: number[]): Promise<LoginOutcome> => {
    const msg = tr(request, key, ...args);
    // The log keeps the Chinese text as RuoYi does, whatever the client's language.
    await recordLogin(
      app.db,
      request,
      username,
      '1',
      message('zh-CN', key, ...args),
      new Date(now()),
    );
    return { ok: false, msg };
  };

  if (await app.captcha.isEnabled()) {
    const check = await app.captcha.verify(input.uuid, input.code);
    if (check === 'expired') return fail('user.jcaptcha.expire');
    if (check === 'mismatch') return fail('user.jcaptcha.error');
  }
  if (username === '' || password === '') return fail('user.not.exists');
  if (password.length < 5 || password.length > 20 || username.length < 2 || username.length > 20)
    return fail('user.not.exists');
  const blacklist = (await getConfigValue(app.db, 'sys.login.blackIPList')) ?? '';
  if (isIpBlacklisted(clientInfo(request).ipaddr, blacklist)) return fail('login.blocked');

  const user = await findActiveUserByName(app.db, username);
  if (!user) {
    // Spend the same hashing time as a real check so response timing does not reveal accounts.
    await verifyPassword(await dummyHash(), password);
    return fail('user.not.exists');
  }
  if (user.status === '1') return fail('user.blocked');

  const locked = () => fail('user.password.retry.limit.exceed', MAX_RETRY_COUNT, LOCK_MINUTES);
  // A locked account is refused without counting, so the lock ends 10 minutes after the last
  // wrong password (RuoYi's pwd_err_cnt).
  if (counterOf(await app.kv.get(retryKey(username)), now()) >= MAX_RETRY_COUNT) return locked();
  // Each attempt takes its number before the (slow) password check, atomically: parallel
  // guesses cannot all pass the check above, at most MAX_RETRY_COUNT of them are ever verified.
  // A wrong password keeps its number (and restarts the 10-minute window); a right one clears it.
  const attempt = await app.kv.increment(retryKey(username), LOCK_MINUTES * 60 * 1000);
  if (attempt > MAX_RETRY_COUNT) return locked();
  const check = await verifyPassword(user.password, password);
  if (!check.ok) return fail('user.not.exists');
  await app.kv.delete(retryKey(username));

  const at = new Date(now());
  const info = clientInfo(request);
  const update: Partial<typeof sysUser.$inferInsert> = { loginIp: info.ipaddr, loginDate: at };
  // Legacy RuoYi bcrypt hashes are upgraded to argon2id on the first successful sign-in.
  if (check.rehash) update.password = await hashPassword(password);
  await app.db.update(sysUser).set(update).where(eq(sysUser.userId, user.userId));
  await recordLogin(app.db, request, username, '0', message('zh-CN', 'user.login.success'), at);
  const { token } = await app.sessions.create({
    userId: user.userId,
    userName: user.userName,
    deptId: user.deptId,
    ...info,
  });
  return { ok: true, token };
}
