import { describe, expect, it } from 'vitest';
import { getApp, loginAs, useSharedApp } from '../helper';
import {
  adminToken,
  call,
  createUser,
  expectAnswer,
  expectOk,
  json,
  operatorWith,
  phone,
  sendOk,
  uid,
  userRow,
} from './fixtures';

// The shared app (and its embedded database) starts once, outside the test timeouts.
useSharedApp();

type Table = { rows: Array<{ userId: number }>; total: number };

describe('POST /system/user', () => {
  it('creates a user with roles and posts; name, phone and email are unique', async () => {
    const token = await adminToken();
    const name = `t_new_${uid()}`;
    const tel = phone();
    const email = `${name}@example.com`;
    const created = await json('POST', '/system/user', {
      token,
      payload: {
        userName: name,
        nickName: 'New',
        password: 'abc12345',
        deptId: 105,
        phonenumber: tel,
        email,
        roleIds: [2],
        postIds: [3],
        // mass assignment: never taken from the body
        delFlag: '2',
        loginIp: '6.6.6.6',
        userId: 1,
        admin: true,
      },
      contract: '/system/user',
    });
    expectOk(created);
    const list = await json<Table>('GET', '/system/user/list', {
      token,
      query: { userName: name },
    });
    const userId = list.rows[0]?.userId ?? 0;
    expect(userId).toBeGreaterThan(2);
    const row = await userRow(userId);
    expect(row?.delFlag).toBe('0');
    expect(row?.loginIp).toBe('');
    expect(row?.password).toMatch(/^\$argon2id\$/);
    const detail = await json<{ roleIds: number[]; postIds: number[] }>(
      'GET',
      `/system/user/${userId}`,
      { token },
    );
    expect(detail.roleIds).toEqual([2]);
    expect(detail.postIds).toEqual([3]);
    // The new account can sign in with its password.
    await loginAs(await getApp(), name, 'abc12345');

    const again = (payload: object) =>
      json('POST', '/system/user', {
        token,
        payload: { nickName: 'x', password: 'abc12345', ...payload },
        contract: '/system/user',
      });
    expect(await again({ userName: name.toUpperCase() })).toEqual({
      code: 500,
      msg: `新增用户'${name.toUpperCase()}'失败，登录账号已存在`,
    });
    expect((await again({ userName: `t_x_${uid()}`, phonenumber: tel })).msg).toMatch(
      /手机号码已存在/,
    );
    expect((await again({ userName: `t_x_${uid()}`, email })).msg).toMatch(/邮箱账号已存在/);
  });

  it('applies the password rules and validates input', async () => {
    const token = await adminToken();
    const short = await json('POST', '/system/user', {
      token,
      payload: { userName: `t_p_${uid()}`, nickName: 'x', password: '123' },
      contract: '/system/user',
    });
    expect(short).toEqual({ code: 500, msg: '密码长度必须在5到20个字符之间' });
    const bad = await call('POST', '/system/user', {
      token,
      payload: { userName: '<script>', nickName: 'x', password: 'abc12345' },
      contract: '/system/user',
    });
    expect(bad.statusCode).toBe(400);
    const op = await operatorWith(['system:user:list']);
    await expectAnswer({ code: 403 }, 'POST', '/system/user', {
      token: op.token,
      payload: { userName: `t_p_${uid()}`, nickName: 'x', password: 'abc12345' },
    });
  });
});

describe('PUT /system/user', () => {
  it('updates picked fields only and replaces roles and posts', async () => {
    const token = await adminToken();
    const u = await createUser({ deptId: 105, roleIds: [2] });
    const before = await userRow(u.userId);
    const res = await json('PUT', '/system/user', {
      token,
      payload: {
        userId: u.userId,
        userName: u.userName,
        nickName: 'Edited',
        deptId: 104,
        status: '1',
        roleIds: [],
        postIds: [1, 4],
        password: 'hacked-password',
        loginIp: '6.6.6.6',
        delFlag: '2',
        pwdUpdateDate: '2000-01-01 00:00:00',
      },
      contract: '/system/user',
    });
    expectOk(res);
    const after = await userRow(u.userId);
    expect(after).toMatchObject({ nickName: 'Edited', deptId: 104, status: '1', delFlag: '0' });
    expect(after?.password).toBe(before?.password);
    expect(after?.loginIp).toBe(before?.loginIp);
    const detail = await json<{ roleIds: number[]; postIds: number[] }>(
      'GET',
      `/system/user/${u.userId}`,
      { token },
    );
    expect(detail.roleIds).toEqual([]);
    expect(detail.postIds.sort()).toEqual([1, 4]);
  });

  it('protects user 1 and keeps names unique', async () => {
    const token = await adminToken();
    const res = await json('PUT', '/system/user', {
      token,
      payload: { userId: 1, userName: 'admin', nickName: 'x' },
      contract: '/system/user',
    });
    expect(res).toEqual({ code: 403, msg: '不允许操作超级管理员用户' });
    const u = await createUser({ deptId: 105 });
    const dup = await json('PUT', '/system/user', {
      token,
      payload: { userId: u.userId, userName: 'RY', nickName: 'x' },
      contract: '/system/user',
    });
    expect(dup).toEqual({ code: 500, msg: "修改用户'RY'失败，登录账号已存在" });
    const missing = await call('PUT', '/system/user', {
      token,
      payload: { userName: 'abc', nickName: 'x' },
      contract: '/system/user',
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('DELETE, resetPwd and changeStatus', () => {
  it('soft-deletes users but never the operator or user 1', async () => {
    const token = await adminToken();
    const a = await createUser({ deptId: 105, roleIds: [2] });
    const b = await createUser({ deptId: 105 });
    expectOk(
      await json('DELETE', `/system/user/${a.userId},${b.userId}`, {
        token,
        contract: '/system/user/{userId}',
      }),
    );
    expect((await userRow(a.userId))?.delFlag).toBe('2');
    await expectAnswer({ code: 500 }, 'GET', `/system/user/${a.userId}`, { token });
    expect(
      await json('DELETE', '/system/user/1', { token, contract: '/system/user/{userId}' }),
    ).toEqual({
      code: 500,
      msg: '当前用户不能删除',
    });
    const op = await operatorWith(['system:user:remove']);
    expect(await json('DELETE', '/system/user/1', { token: op.token })).toEqual({
      code: 403,
      msg: '不允许操作超级管理员用户',
    });
    expect(await json('DELETE', `/system/user/${op.userId}`, { token: op.token })).toEqual({
      code: 500,
      msg: '当前用户不能删除',
    });
    await expectAnswer({ status: 400 }, 'DELETE', '/system/user/1;2', {
      token,
      contract: '/system/user/{userId}',
    });
  });

  it('resets a password (rules apply, user 1 refused) and changes status', async () => {
    const token = await adminToken();
    const u = await createUser({ deptId: 105 });
    await sendOk('PUT', '/system/user/resetPwd', {
      token,
      payload: { userId: u.userId, password: 'newpass99' },
    });
    await loginAs(await getApp(), u.userName, 'newpass99');
    expect(
      await json('PUT', '/system/user/resetPwd', {
        token,
        payload: { userId: u.userId, password: 'a<b>c123' },
      }),
    ).toEqual({ code: 500, msg: '密码不能包含非法字符：< > " \' \\ |' });
    expect(
      await json('PUT', '/system/user/resetPwd', {
        token,
        payload: { userId: 1, password: 'newpass99' },
      }),
    ).toEqual({ code: 403, msg: '不允许操作超级管理员用户' });
    await sendOk('PUT', '/system/user/changeStatus', {
      token,
      payload: { userId: u.userId, status: '1' },
    });
    expect((await userRow(u.userId))?.status).toBe('1');
    await expectAnswer({ code: 403 }, 'PUT', '/system/user/changeStatus', {
      token,
      payload: { userId: 1, status: '1' },
    });
    const bad = await call('PUT', '/system/user/changeStatus', {
      token,
      payload: { userId: u.userId, status: '9' },
      contract: '/system/user/changeStatus',
    });
    expect(bad.statusCode).toBe(400);
    const op = await operatorWith(['system:user:edit']);
    await expectAnswer({ code: 403 }, 'PUT', '/system/user/resetPwd', {
      token: op.token,
      payload: { userId: u.userId, password: 'newpass99' },
    });
  });
});
