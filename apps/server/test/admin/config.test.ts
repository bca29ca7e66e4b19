import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysConfig } from '../../src/db/schema';
import { configCacheKey } from '../../src/services/config-service';
import { expectContract } from '../contract';
import { getApp, getShared } from '../helper';
import { addAsAdmin, admin, body, call, expectForbidden, userWith } from './fixtures';
import { exportRows } from './xlsx';

const uniq = () => Math.random().toString(36).slice(2, 8);

async function addConfig(over: Record<string, unknown> = {}) {
  const values = {
    configName: `参数${uniq()}`,
    configKey: `admin.t.${uniq()}`,
    configValue: 'v',
    ...over,
  };
  await addAsAdmin('/system/config', values);
  const { database } = await getShared();
  const [row] = await database.db
    .select()
    .from(sysConfig)
    .where(eq(sysConfig.configKey, String(values.configKey)));
  if (!row) throw new Error('config not created');
  return row;
}

describe('/system/config', () => {
  beforeAll(async () => {
    await admin();
  });

  it('lists, filters and gets parameters', async () => {
    const token = await admin();
    const res = await call('GET', '/system/config/list?configType=Y&configKey=sys.account', token);
    expectContract(res, 'get', '/system/config/list');
    const keys = (body(res).rows as Array<{ configKey: string }>).map((r) => r.configKey);
    expect(keys).toContain('sys.account.captchaEnabled');
    expect(keys.every((k) => k.includes('sys.account'))).toBe(true);
    const one = await call('GET', '/system/config/2', token);
    expectContract(one, 'get', '/system/config/{configId}');
    expect(body(one).data).toMatchObject({ configKey: 'sys.user.initPassword', configType: 'Y' });
    expect(body(await call('GET', '/system/config/999999', token))).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await call('GET', '/system/config/list?configType=X', token)).statusCode).toBe(400);
  });

  it('refuses users without the permission', async () => {
    const { token } = await userWith([]);
    await expectForbidden(token, [
      ['GET', '/system/config/list', '/system/config/list'],
      ['GET', '/system/config/1', '/system/config/{configId}'],
      ['DELETE', '/system/config/1', '/system/config/{configId}'],
      ['DELETE', '/system/config/refreshCache', '/system/config/refreshCache'],
      ['POST', '/system/config/export', '/system/config/export'],
    ]);
    const add = await call('POST', '/system/config', token, {
      configName: 'a',
      configKey: 'a',
      configValue: 'b',
    });
    expect(body(add).code).toBe(403);
    const edit = await call('PUT', '/system/config', token, {
      configId: 1,
      configName: 'a',
      configKey: 'a',
      configValue: 'b',
    });
    expect(body(edit).code).toBe(403);
  });

  it('keeps keys unique, protects built-in parameters and updates the cache', async () => {
    const token = await admin();
    const app = await getApp();
    const row = await addConfig({ createBy: 'forged', configId: 1 });
    expect(row.createBy).toBe('admin');
    expect(row.configType).toBe('N');
    expect(await app.kv.get(configCacheKey(row.configKey))).toBe('v');
    const dup = await call('POST', '/system/config', token, {
      configName: '重复',
      configKey: row.configKey,
      configValue: 'x',
    });
    expect(body(dup)).toEqual({ code: 500, msg: "新增参数'重复'失败，参数键名已存在" });

    const edit = await call('PUT', '/system/config', token, {
      configId: row.configId,
      configName: row.configName,
      configKey: row.configKey,
      configValue: 'v2',
    });
    expectContract(edit, 'put', '/system/config');
    expect(body(edit).code).toBe(200);
    expect(await app.kv.get(configCacheKey(row.configKey))).toBe('v2');
    const dupEdit = await call('PUT', '/system/config', token, {
      configId: row.configId,
      configName: 'n',
      configKey: 'sys.user.initPassword',
      configValue: 'x',
    });
    expect(body(dupEdit)).toEqual({ code: 500, msg: "修改参数'n'失败，参数键名已存在" });

    const builtin = await call('DELETE', '/system/config/4', token);
    expectContract(builtin, 'delete', '/system/config/{configId}');
    expect(body(builtin)).toEqual({
      code: 500,
      msg: '内置参数【sys.account.captchaEnabled】不能删除 ',
    });
    const mixed = await call('DELETE', `/system/config/${row.configId},4`, token);
    expect(body(mixed).code).toBe(500);
    const rename = await call('PUT', '/system/config', token, {
      configId: 4,
      configName: 'x',
      configKey: 'renamed.key',
      configValue: 'true',
    });
    expect(body(rename)).toEqual({
      code: 500,
      msg: '内置参数【sys.account.captchaEnabled】不能修改键名或类型',
    });
    // A built-in value may change (and is read fresh by the server).
    const value = await call('PUT', '/system/config', token, {
      configId: 5,
      configName: '账号自助-是否开启用户注册功能',
      configKey: 'sys.account.registerUser',
      configValue: 'false',
      configType: 'Y',
    });
    expect(body(value).code).toBe(200);

    const del = await call('DELETE', `/system/config/${row.configId}`, token);
    expect(body(del).code).toBe(200);
    expect(await app.kv.get(configCacheKey(row.configKey))).toBeUndefined();
    expect((await call('DELETE', '/system/config/abc', token)).statusCode).toBe(400);
  });

  it('creates parameters as not built-in, so they stay deletable and re-keyable', async () => {
    // RuoYi's form (and ours until issue 21) sends configType 'Y' by default.
    const sentBuiltin = await addConfig({ configType: 'Y' });
    expect(sentBuiltin.configType).toBe('N');
    expect((await addConfig({ configType: null })).configType).toBe('N');
    const token = await admin();
    const rekey = await call('PUT', '/system/config', token, {
      configId: sentBuiltin.configId,
      configName: sentBuiltin.configName,
      configKey: `${sentBuiltin.configKey}.renamed`,
      configValue: 'v',
    });
    expect(body(rekey).code).toBe(200);
    const del = await call('DELETE', `/system/config/${sentBuiltin.configId}`, token);
    expect(body(del).code).toBe(200);
  });

  it('refreshes the cache and exports with formulas neutralised', async () => {
    const token = await admin();
    const app = await getApp();
    await app.kv.set(configCacheKey('gone.key'), 'x');
    const res = await call('DELETE', '/system/config/refreshCache', token);
    expectContract(res, 'delete', '/system/config/refreshCache');
    expect(await app.kv.get(configCacheKey('gone.key'))).toBeUndefined();
    expect(await app.kv.get(configCacheKey('sys.user.initPassword'))).toBe('123456');

    const evil = await addConfig({ configValue: '=1+cmd|"/C calc"!A0', configName: '+SUM(1)' });
    const rows = await exportRows(token, '/system/config/export', { configKey: evil.configKey });
    expect(rows[0]).toEqual(['参数主键', '参数名称', '参数键名', '参数键值', '系统内置']);
    expect(rows[1]).toEqual([
      evil.configId,
      "'+SUM(1)",
      evil.configKey,
      '\'=1+cmd|"/C calc"!A0',
      '否',
    ]);
    expect(rows).toHaveLength(2);
  });
});
