import { describe, expect, it } from 'vitest';
import { expectContract } from '../../contract';
import { API, captchaFor, getApp, loginAs, setConfig } from '../../helper';

async function register(username: string, password: string) {
  const app = await getApp();
  const res = await app.inject({
    method: 'POST',
    url: `${API}/register`,
    payload: { username, password, ...(await captchaFor(app)) },
  });
  expectContract(res, 'post', '/register');
  return res.json<{ code: number; msg: string }>();
}

describe('POST /register', () => {
  it('is refused while sys.account.registerUser is not "true"', async () => {
    expect(await register('newbie', 'secret12')).toEqual({
      code: 500,
      msg: '当前系统没有开启注册功能！',
    });
  });

  it('creates an account that can sign in, and refuses duplicates and bad lengths', async () => {
    await setConfig('sys.account.registerUser', 'true');
    try {
      expect(await register('newbie', 'secret12')).toEqual({ code: 200, msg: '操作成功' });
      for (const [username, password, msg] of [
        ['newbie', 'secret12', "保存用户'newbie'失败，注册账号已存在"],
        ['x', 'secret12', '账户长度必须在2到20个字符之间'],
        ['newbie2', 'abc', '密码长度必须在5到20个字符之间'],
        ['newbie2', 'pass<word', '密码不能包含非法字符：< > " \' \\ |'],
      ] as const) {
        expect(await register(username, password)).toEqual({ code: 500, msg });
      }
      const app = await getApp();
      expect(await loginAs(app, 'newbie', 'secret12')).toBeTypeOf('string');
    } finally {
      await setConfig('sys.account.registerUser', 'false');
    }
  });
});
