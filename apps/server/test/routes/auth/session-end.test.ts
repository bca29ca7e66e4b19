import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '../../../src/plugins/sessions';
import { API, bearer, buildExtraApp, getApp, loginAs } from '../../helper';
import { adminToken, call, createUser, expectOk, json, multipart } from '../../org/fixtures';

async function infoCode(app: FastifyInstance, token: string): Promise<number> {
  // Any signed-in route will do; this one reads no user row, so only the session decides.
  const res = await app.inject({
    method: 'GET',
    url: `${API}/system/dict/data/type/sys_user_sex`,
    headers: bearer(token),
  });
  return res.json<{ code: number }>().code;
}

/** What the two sessions of `user` are answered, in order. */
async function sessionCodes(app: FastifyInstance, user: { a: string; b: string }) {
  return [await infoCode(app, user.a), await infoCode(app, user.b)];
}

/** A user signed in twice (two devices). */
async function twoSessions() {
  const app = await getApp();
  const user = await createUser({ deptId: 105 });
  const a = await loginAs(app, user.userName);
  const b = await loginAs(app, user.userName);
  expect(await sessionCodes(app, { a, b })).toEqual([200, 200]);
  return { ...user, a, b };
}

describe('sessions end when the account changes (issue 19 item 5)', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });
  /** Sends `payload` as the administrator; the change must succeed. */
  const asAdmin = async (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
    expectOk(await json(method, url, { token: admin, payload }));

  it('disabling a user (status switch or edit form) ends their sessions', async () => {
    const app = await getApp();
    const one = await twoSessions();
    await asAdmin('PUT', '/system/user/changeStatus', { userId: one.userId, status: '1' });
    expect(await sessionCodes(app, one)).toEqual([401, 401]);

    const two = await twoSessions();
    await asAdmin('PUT', '/system/user', {
      userId: two.userId,
      userName: two.userName,
      nickName: 'x',
      status: '1',
    });
    expect(await infoCode(app, two.a)).toBe(401);
  });

  it('an import that disables an existing user ends their sessions', async () => {
    const app = await getApp();
    const user = await twoSessions();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('用户数据');
    sheet.addRow(['部门编号', '登录名称', '用户名称', '账号状态']);
    sheet.addRow([105, user.userName, 'imported', '停用']);
    const body = multipart(
      'file',
      'users.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    const res = await call('POST', '/system/user/importData', {
      token: admin,
      payload: body.payload,
      headers: body.headers,
      query: { updateSupport: '1' },
    });
    expectOk(res.json());
    expect(await sessionCodes(app, user)).toEqual([401, 401]);
  });

  it('deleting a user ends their sessions', async () => {
    const app = await getApp();
    const user = await twoSessions();
    await asAdmin('DELETE', `/system/user/${user.userId}`);
    expect(await sessionCodes(app, user)).toEqual([401, 401]);
  });

  it('a password reset by an administrator ends every session of the user', async () => {
    const app = await getApp();
    const user = await twoSessions();
    await asAdmin('PUT', '/system/user/resetPwd', {
      userId: user.userId,
      password: 'N3w-passw0rd',
    });
    expect(await sessionCodes(app, user)).toEqual([401, 401]);
  });

  it("changing one's own password ends the other sessions and keeps this one", async () => {
    const app = await getApp();
    const user = await twoSessions();
    expectOk(
      await json('PUT', '/system/user/profile/updatePwd', {
        token: user.a,
        payload: { oldPassword: 'admin123', newPassword: 'N3w-passw0rd' },
      }),
    );
    expect(await sessionCodes(app, user)).toEqual([200, 401]);
  });

  it('others keep their sessions', async () => {
    const app = await getApp();
    const bystander = await twoSessions();
    const user = await twoSessions();
    await asAdmin('PUT', '/system/user/changeStatus', { userId: user.userId, status: '1' });
    expect(await infoCode(app, bystander.a)).toBe(200);
    expect(await infoCode(app, admin)).toBe(200);
  });
});

describe('absolute session lifetime', () => {
  const local = { offset: 0, now: () => Date.now() + local.offset };
  let app: FastifyInstance;
  beforeAll(async () => {
    // Its own clock, so hours can pass here without moving the shared test clock.
    app = await buildExtraApp({ now: () => local.now(), captchaEnabled: false });
  });
  afterAll(async () => app.close());

  it('ends an active session 12 hours after sign-in', async () => {
    const token = await loginAs(app, 'admin');
    const step = SESSION_IDLE_MS - 60_000;
    let elapsed = 0;
    while (elapsed + step < SESSION_MAX_AGE_MS) {
      local.offset += step;
      elapsed += step;
      expect(await infoCode(app, token)).toBe(200);
    }
    local.offset += SESSION_MAX_AGE_MS - elapsed + 1000;
    expect(await infoCode(app, token)).toBe(401);
  });

  it('is configurable', async () => {
    const short = await buildExtraApp({
      now: () => local.now(),
      captchaEnabled: false,
      sessionLimits: { idleMs: 10 * 60_000, maxAgeMs: 15 * 60_000 },
    });
    try {
      const token = await loginAs(short, 'admin');
      local.offset += 9 * 60_000;
      expect(await infoCode(short, token)).toBe(200);
      local.offset += 7 * 60_000;
      expect(await infoCode(short, token)).toBe(401);
    } finally {
      await short.close();
    }
  });
});
