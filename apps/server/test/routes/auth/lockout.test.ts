import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../../src/db/schema';
import { type KvStore, memoryKvStore, redisKvStore } from '../../../src/plugins/kv';
import { MAX_RETRY_COUNT } from '../../../src/services/login-service';
import { API, buildExtraApp, clock, getShared } from '../../helper';

const WRONG = 'Unknown account or wrong password';
const stores: Array<[string, () => KvStore]> = [['memory', () => memoryKvStore(() => clock.now())]];
const redisUrl = process.env.REDIS_URL;
if (redisUrl)
  stores.push([
    'redis',
    () =>
      redisKvStore(redisUrl, `wcm:test:lock-${randomBytes(4).toString('hex')}:`, () => clock.now()),
  ]);

const opened: Array<{ app: FastifyInstance; kv: KvStore }> = [];
afterAll(async () => {
  for (const { app, kv } of opened) {
    await app.close();
    await kv.close();
  }
});

async function signIn(app: FastifyInstance, username: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/login`,
    headers: { 'accept-language': 'en' },
    payload: { username, password },
  });
  return res.json<{ code: number; msg: string; token?: string }>();
}

describe.each(stores)('lockout under parallel guesses (%s store)', (_name, open) => {
  it('checks at most 5 passwords of 25 concurrent sign-ins; the 25th, correct, gets no token', async () => {
    const kv = open();
    const app = await buildExtraApp({ kv, captchaEnabled: false });
    opened.push({ app, kv });
    const userName = `par_${randomBytes(3).toString('hex')}`;
    const { database } = await getShared();
    await database.db.insert(sysUser).values({
      userName,
      nickName: userName,
      deptId: 105,
      password: bcrypt.hashSync('right-pass', 4),
    });

    const guesses = [...Array.from({ length: 24 }, (_, i) => `wrong-${i}`), 'right-pass'];
    const answers = await Promise.all(guesses.map((password) => signIn(app, userName, password)));
    const checked = answers.filter((a) => a.token !== undefined || a.msg === WRONG);
    expect(checked.length).toBeLessThanOrEqual(MAX_RETRY_COUNT);
    expect(answers.at(-1)?.token).toBeUndefined();
    // The account stays locked for the right password too.
    expect((await signIn(app, userName, 'right-pass')).token).toBeUndefined();
  });
});
