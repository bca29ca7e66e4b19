import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS } from '../../../src/plugins/sessions';
import { expectContract } from '../../contract';
import { API, bearer, clock, getApp, loginAs } from '../../helper';

async function infoCode(token: string) {
  const app = await getApp();
  const res = await app.inject({ method: 'GET', url: `${API}/getInfo`, headers: bearer(token) });
  expectContract(res, 'get', '/getInfo');
  return res.json<{ code: number }>().code;
}

describe('sessions', () => {
  it('logout ends the session: the token then gets code 401', async () => {
    const app = await getApp();
    const token = await loginAs(app, 'admin');
    expect(await infoCode(token)).toBe(200);
    const res = await app.inject({ method: 'POST', url: `${API}/logout`, headers: bearer(token) });
    expectContract(res, 'post', '/logout');
    expect(res.json()).toEqual({ code: 200, msg: '退出成功' });
    expect(await infoCode(token)).toBe(401);
  });

  it('logout answers success without a token or with a dead one', async () => {
    const app = await getApp();
    for (const headers of [{}, bearer('not-a-session'), { 'accept-language': 'en' }]) {
      const res = await app.inject({ method: 'POST', url: `${API}/logout`, headers });
      expectContract(res, 'post', '/logout');
      expect(res.json<{ code: number }>().code).toBe(200);
    }
    const en = await app.inject({
      method: 'POST',
      url: `${API}/logout`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json()).toEqual({ code: 200, msg: 'Signed out' });
  });

  it('expires after 30 idle minutes', async () => {
    const token = await loginAs(await getApp(), 'admin');
    clock.advance(SESSION_IDLE_MS + 1000);
    expect(await infoCode(token)).toBe(401);
  });

  it('slides: each authenticated request pushes the idle timeout back', async () => {
    const token = await loginAs(await getApp(), 'admin');
    for (let i = 0; i < 3; i += 1) {
      clock.advance(SESSION_IDLE_MS - 60_000);
      expect(await infoCode(token)).toBe(200);
    }
    clock.advance(SESSION_IDLE_MS + 1000);
    expect(await infoCode(token)).toBe(401);
  });

  it('gives each login its own token', async () => {
    const app = await getApp();
    const a = await loginAs(app, 'admin');
    const b = await loginAs(app, 'admin');
    expect(a).not.toBe(b);
    expect(await infoCode(a)).toBe(200);
    expect(await infoCode(b)).toBe(200);
  });

  it('answers 401 messages in the request language', async () => {
    const app = await getApp();
    const res = await app.inject({
      method: 'GET',
      url: `${API}/getRouters`,
      headers: { 'accept-language': 'en' },
    });
    expectContract(res, 'get', '/getRouters');
    expect(res.json()).toEqual({
      code: 401,
      msg: 'Request to /getRouters: authentication failed, cannot access system resources',
    });
  });
});
