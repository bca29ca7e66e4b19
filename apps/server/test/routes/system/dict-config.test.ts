import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysDictData } from '../../../src/db/schema';
import { dictCacheKey } from '../../../src/routes/system/dict-data';
import { expectContract } from '../../contract';
import { API, bearer, getApp, getShared, loginAs, setConfig } from '../../helper';

async function getDict(type: string, token: string) {
  const app = await getApp();
  const res = await app.inject({
    method: 'GET',
    url: `${API}/system/dict/data/type/${type}`,
    headers: bearer(token),
  });
  expectContract(res, 'get', '/system/dict/data/type/{dictType}');
  return res;
}

async function getConfig(key: string, token: string) {
  const app = await getApp();
  const res = await app.inject({
    method: 'GET',
    url: `${API}/system/config/configKey/${key}`,
    headers: bearer(token),
  });
  expectContract(res, 'get', '/system/config/configKey/{configKey}');
  return res.json<{ code: number; msg: string }>();
}

describe('GET /system/dict/data/type/{dictType}', () => {
  it('returns enabled entries ordered by dictSort', async () => {
    const token = await loginAs(await getApp(), 'ry');
    const body = (await getDict('sys_oper_type', token)).json<{
      data: Array<{ dictLabel: string; dictSort: number; default: boolean }>;
    }>();
    expect(body.data.map((d) => d.dictLabel)).toEqual([
      '新增',
      '修改',
      '删除',
      '授权',
      '导出',
      '导入',
      '强退',
      '生成代码',
      '清空数据',
      '其他',
    ]);
    const sex = (await getDict('sys_user_sex', token)).json<{
      data: Array<{ dictValue: string; default: boolean }>;
    }>();
    expect(sex.data.map((d) => [d.dictValue, d.default])).toEqual([
      ['0', true],
      ['1', false],
      ['2', false],
    ]);
  });

  it('leaves out disabled entries and serves later calls from the cache', async () => {
    const app = await getApp();
    const { database } = await getShared();
    await app.kv.delete(dictCacheKey('sys_yes_no'));
    await database.db.update(sysDictData).set({ status: '1' }).where(eq(sysDictData.dictCode, 13));
    try {
      const token = await loginAs(app, 'ry');
      expect((await getDict('sys_yes_no', token)).json<{ data: unknown[] }>().data).toHaveLength(1);
      expect(await app.kv.get(dictCacheKey('sys_yes_no'))).toBeDefined();
    } finally {
      await database.db
        .update(sysDictData)
        .set({ status: '0' })
        .where(eq(sysDictData.dictCode, 13));
      await app.kv.delete(dictCacheKey('sys_yes_no'));
    }
  });

  it('returns [] for an unknown type, 400 for a malformed one and 401 without a session', async () => {
    const app = await getApp();
    const token = await loginAs(app, 'ry');
    expect((await getDict('no_such_type', token)).json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: [],
    });
    const bad = await getDict('Bad-Type', token);
    expect(bad.statusCode).toBe(400);
    const anon = await app.inject({
      method: 'GET',
      url: `${API}/system/dict/data/type/sys_user_sex`,
    });
    expect(anon.json<{ code: number }>().code).toBe(401);
  });
});

describe('GET /system/config/configKey/{configKey}', () => {
  it('carries the value in msg for allow-listed keys', async () => {
    const token = await loginAs(await getApp(), 'ry');
    expect(await getConfig('sys.account.captchaEnabled', token)).toEqual({
      code: 200,
      msg: 'true',
    });
    expect(await getConfig('sys.account.registerUser', token)).toEqual({ code: 200, msg: 'false' });
    expect(await getConfig('sys.account.chrtype', token)).toEqual({ code: 200, msg: '0' });
  });

  it('hides other keys from users without system:config:query', async () => {
    const app = await getApp();
    const { database } = await getShared();
    const { sysRoleMenu } = await import('../../../src/db/schema');
    const { and } = await import('drizzle-orm');
    // ry (a content editor) does not hold system:config:query.
    const token = await loginAs(app, 'ry');
    expect(await getConfig('sys.user.initPassword', token)).toEqual({
      code: 403,
      msg: '没有权限，请联系管理员授权',
    });
    // Given button 1030 (system:config:query), it may read any key.
    await database.db.insert(sysRoleMenu).values({ roleId: 2, menuId: 1030 });
    try {
      expect(await getConfig('sys.user.initPassword', token)).toEqual({ code: 200, msg: '123456' });
    } finally {
      await database.db
        .delete(sysRoleMenu)
        .where(and(eq(sysRoleMenu.roleId, 2), eq(sysRoleMenu.menuId, 1030)));
    }
  });

  it('opens sys.account.registerUser, and only it, to visitors without a session', async () => {
    const app = await getApp();
    const anon = (key: string) =>
      app.inject({ method: 'GET', url: `${API}/system/config/configKey/${key}` });
    const open = await anon('sys.account.registerUser');
    expectContract(open, 'get', '/system/config/configKey/sys.account.registerUser');
    expect(open.json()).toEqual({ code: 200, msg: 'false' });
    await setConfig('sys.account.registerUser', 'true');
    try {
      expect((await anon('sys.account.registerUser')).json()).toEqual({ code: 200, msg: 'true' });
    } finally {
      await setConfig('sys.account.registerUser', 'false');
    }
    for (const key of [
      'sys.account.captchaEnabled',
      'sys.user.initPassword',
      'sys.account.registerUserX',
    ]) {
      expect((await anon(key)).json<{ code: number }>().code).toBe(401);
    }
  });

  it('lets the administrator read any key; a missing key gives an empty msg', async () => {
    const token = await loginAs(await getApp(), 'admin');
    expect(await getConfig('sys.user.initPassword', token)).toEqual({ code: 200, msg: '123456' });
    expect(await getConfig('no.such.key', token)).toEqual({ code: 200, msg: '' });
  });
});
