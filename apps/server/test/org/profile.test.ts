import sharp from 'sharp';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../contract';
import {
  API,
  bearer,
  buildExtraApp,
  getApp,
  loginAs,
  login,
  setConfig,
  testTempDir,
} from '../helper';
import {
  createUser,
  expectAnswer,
  expectOk,
  json,
  multipart,
  phone,
  sendOk,
  userRow,
} from './fixtures';

/** Relative paths of the files under `dir` (none when it does not exist). */
function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

let filesRoot = '';
let avatarApp: FastifyInstance;

beforeAll(async () => {
  await getApp();
  // Avatars go to the files area's storage under DATA_DIR/files (app.ts does not pass the data
  // dir to the areas yet), so this app is built with DATA_DIR pointing at a temporary folder.
  const dataDir = testTempDir('org-avatar-');
  filesRoot = path.join(dataDir, 'files');
  const saved = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  try {
    avatarApp = await buildExtraApp({ dataDir });
  } finally {
    if (saved === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved;
  }
});

afterAll(async () => {
  await avatarApp.close();
});

async function sendAvatar(token: string, field: string, name: string, type: string, bytes: Buffer) {
  const upload = multipart(field, name, type, bytes);
  const res = await avatarApp.inject({
    method: 'POST',
    url: `${API}/system/user/profile/avatar`,
    headers: { ...bearer(token), ...upload.headers },
    payload: upload.payload,
  });
  expectContract(res, 'post', '/system/user/profile/avatar');
  return res;
}

async function member() {
  const u = await createUser({ deptId: 105, roleIds: [2] });
  return { ...u, token: await loginAs(await getApp(), u.userName) };
}

describe('GET/PUT /system/user/profile', () => {
  it('returns the user with role and position names', async () => {
    const token = await loginAs(await getApp(), 'ry');
    const body = await json<{ data: { userName: string }; roleGroup: string; postGroup: string }>(
      'GET',
      '/system/user/profile',
      { token, contract: '/system/user/profile' },
    );
    expect(body.data.userName).toBe('ry');
    expect(body.roleGroup).toBe('普通角色');
    expect(body.postGroup).toBe('项目经理');
    await expectAnswer({ code: 401 }, 'GET', '/system/user/profile', {
      contract: '/system/user/profile',
    });
  });

  it('updates only nickName, email, phonenumber and sex', async () => {
    const m = await member();
    const tel = phone();
    await sendOk('PUT', '/system/user/profile', {
      token: m.token,
      payload: {
        nickName: 'Me',
        email: `${m.userName}@example.com`,
        phonenumber: tel,
        sex: '1',
        status: '1',
        deptId: 100,
        userName: 'takeover',
        password: 'x',
        roleIds: [1],
        avatar: '/evil',
      },
    });
    const row = await userRow(m.userId);
    expect(row).toMatchObject({
      nickName: 'Me',
      phonenumber: tel,
      sex: '1',
      status: '0',
      deptId: 105,
      userName: m.userName,
      avatar: '',
    });
    expect(
      await json('PUT', '/system/user/profile', {
        token: m.token,
        payload: { phonenumber: '15666666666' },
      }),
    ).toEqual({ code: 500, msg: `修改用户'${m.userName}'失败，手机号码已存在` });
    await expectAnswer({ status: 400 }, 'PUT', '/system/user/profile', {
      token: m.token,
      payload: { email: 'not-an-email' },
      contract: '/system/user/profile',
    });
  });
});

describe('PUT /system/user/profile/updatePwd', () => {
  it('needs the old password, a different new one and the parameter rules', async () => {
    const m = await member();
    const change = (oldPassword: string, newPassword: string) =>
      json('PUT', '/system/user/profile/updatePwd', {
        token: m.token,
        payload: { oldPassword, newPassword },
        contract: '/system/user/profile/updatePwd',
      });
    for (const [oldPassword, newPassword, msg] of [
      ['wrong-one', 'abc12345', '修改密码失败，旧密码错误'],
      ['admin123', 'admin123', '新密码不能与旧密码相同'],
      ['admin123', 'abc', '密码长度必须在5到20个字符之间'],
    ] as const) {
      expect(await change(oldPassword, newPassword)).toEqual({ code: 500, msg });
    }
    await setConfig('sys.account.chrtype', '3');
    try {
      expect(await change('admin123', 'onlyletters')).toEqual({
        code: 500,
        msg: '密码必须包含字母和数字',
      });
      expectOk(await change('admin123', 'letters99'));
    } finally {
      await setConfig('sys.account.chrtype', '0');
    }
    const app = await getApp();
    expect((await login(app, m.userName, 'admin123')).json<{ code: number }>().code).toBe(500);
    await loginAs(app, m.userName, 'letters99');
    expect((await userRow(m.userId))?.password).toMatch(/^\$argon2id\$/);
  });
});

describe('POST /system/user/profile/avatar', () => {
  it('stores a real image as PNG in the files storage, where it is served', async () => {
    const m = await member();
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#3366cc' },
    })
      .jpeg()
      .toBuffer();
    const res = await sendAvatar(m.token, 'avatarfile', 'me.jpg', 'image/jpeg', jpeg);
    const body = res.json<{ code: number; imgUrl: string }>();
    expect(body.code).toBe(200);
    expect(body.imgUrl).toMatch(/^\/profile\/upload\/[0-9a-f]{64}\.png$/);
    expect((await userRow(m.userId))?.avatar).toBe(body.imgUrl);
    expect(listFiles(filesRoot)).toContain(`upload/${body.imgUrl.split('/').pop()}`);
    const served = await avatarApp.inject({ method: 'GET', url: `${API}${body.imgUrl}` });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 341 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses non-images whatever their name, an empty or missing file, and oversize uploads', async () => {
    const m = await member();
    const before = listFiles(filesRoot);
    const send = (field: string, name: string, type: string, bytes: Buffer) =>
      sendAvatar(m.token, field, name, type, bytes);
    const badType = { code: 500, msg: '文件格式不正确，请上传gif, jpg, jpeg, png, webp格式' };
    expect(
      (await send('avatarfile', 'x.png', 'image/png', Buffer.from('<svg onload=alert(1)>'))).json(),
    ).toEqual(badType);
    expect(
      (
        await send('avatarfile', 'x.png', 'image/png', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))
      ).json(),
    ).toEqual(badType);
    const truncated = (
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
        .png()
        .toBuffer()
    ).subarray(0, 60);
    expect((await send('avatarfile', 'x.png', 'image/png', truncated)).json()).toEqual(badType);
    expect((await send('avatarfile', 'x.png', 'image/png', Buffer.alloc(0))).json()).toEqual(
      badType,
    );
    expect(
      (await send('file', 'x.png', 'image/png', Buffer.from('x'))).json<{ code: number }>().code,
    ).toBe(500);
    const huge = await send('avatarfile', 'x.png', 'image/png', Buffer.alloc(3 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect((await userRow(m.userId))?.avatar).toBe('');
    expect(listFiles(filesRoot)).toEqual(before);
    const noBody = await json('POST', '/system/user/profile/avatar', {
      token: m.token,
      payload: { a: 1 },
    });
    expect(noBody.code).toBe(500);
  });
});
