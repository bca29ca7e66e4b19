import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_MS } from '../../../src/plugins/captcha';
import { expectContract } from '../../contract';
import { API, buildExtraApp, clock, getApp, setConfig } from '../../helper';

async function fetchCaptcha() {
  const app = await getApp();
  const res = await app.inject({ method: 'GET', url: `${API}/captchaImage` });
  expectContract(res, 'get', '/captchaImage');
  return res.json<{ code: number; captchaEnabled: boolean; uuid: string; img: string }>();
}

const loginWith = async (uuid: string | undefined, code: string | undefined, lang = 'zh-CN') => {
  const app = await getApp();
  const res = await app.inject({
    method: 'POST',
    url: `${API}/login`,
    headers: { 'accept-language': lang },
    payload: { username: 'admin', password: 'admin123', uuid, code },
  });
  expectContract(res, 'post', '/login');
  return res.json<{ code: number; msg: string }>();
};

describe('GET /captchaImage', () => {
  it('returns a 32-hex uuid and a base64 PNG (no data: prefix) of about 160x60', async () => {
    const body = await fetchCaptcha();
    expect(body.code).toBe(200);
    expect(body.captchaEnabled).toBe(true);
    expect(body.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(body.img.startsWith('data:')).toBe(false);
    const png = Buffer.from(body.img, 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(160);
    expect(png.readUInt32BE(20)).toBe(60);
    // The IDAT inflates to 60 rows of (1 filter byte + 160 RGB pixels).
    const idatAt = png.indexOf('IDAT', 0, 'latin1');
    const length = png.readUInt32BE(idatAt - 4);
    expect(inflateSync(png.subarray(idatAt + 4, idatAt + 4 + length)).length).toBe(
      60 * (1 + 160 * 3),
    );
  });

  it('stores an answer of the math challenge, readable in-process only', async () => {
    const app = await getApp();
    const { uuid } = await fetchCaptcha();
    expect(await app.captcha.peekAnswer(uuid)).toMatch(/^\d{1,2}$/);
    const leak = await app.inject({ method: 'GET', url: `${API}/captchaImage/${uuid}` });
    expect(leak.statusCode).toBe(404);
  });

  it('is single use: a second attempt with the same uuid says expired', async () => {
    const app = await getApp();
    const { uuid } = await fetchCaptcha();
    const answer = await app.captcha.peekAnswer(uuid);
    expect((await loginWith(uuid, answer)).code).toBe(200);
    expect(await loginWith(uuid, answer)).toEqual({ code: 500, msg: '验证码已失效' });
  });

  it('is consumed by a wrong answer too', async () => {
    const app = await getApp();
    const { uuid } = await fetchCaptcha();
    const answer = await app.captcha.peekAnswer(uuid);
    expect(await loginWith(uuid, 'x')).toEqual({ code: 500, msg: '验证码错误' });
    expect((await loginWith(uuid, answer)).msg).toBe('验证码已失效');
  });

  it('expires after two minutes', async () => {
    const app = await getApp();
    const { uuid } = await fetchCaptcha();
    const answer = await app.captcha.peekAnswer(uuid);
    clock.advance(CAPTCHA_TTL_MS + 1000);
    expect(await loginWith(uuid, answer, 'en')).toEqual({
      code: 500,
      msg: 'The verification code has expired',
    });
  });

  it('is required when enabled: no uuid means expired', async () => {
    expect(await loginWith(undefined, undefined)).toEqual({ code: 500, msg: '验证码已失效' });
  });

  it('follows sys.account.captchaEnabled = false', async () => {
    await setConfig('sys.account.captchaEnabled', 'false');
    try {
      const body = await fetchCaptcha();
      expect(body).toEqual({ code: 200, msg: '操作成功', captchaEnabled: false });
      expect((await loginWith(undefined, undefined)).code).toBe(200);
    } finally {
      await setConfig('sys.account.captchaEnabled', 'true');
    }
  });

  it('lets WCM_CAPTCHA_ENABLED (captchaEnabled option) override the parameter', async () => {
    const off = await buildExtraApp({ captchaEnabled: false });
    try {
      const res = await off.inject({ method: 'GET', url: `${API}/captchaImage` });
      expectContract(res, 'get', '/captchaImage');
      expect(res.json()).toMatchObject({ captchaEnabled: false });
      const login = await off.inject({
        method: 'POST',
        url: `${API}/login`,
        payload: { username: 'admin', password: 'admin123' },
      });
      expect(login.json()).toMatchObject({ code: 200 });
    } finally {
      await off.close();
    }
  });
});
