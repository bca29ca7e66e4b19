import { beforeAll, describe, expect, it } from 'vitest';
import { sysConfig } from '../../src/db/schema';
import { configCacheKey } from '../../src/services/config-service';
import { expectContract } from '../contract';
import { getApp } from '../helper';
import { addAndRead, admin, body, call, expectAnswer, expectForbidden, userWith } from './fixtures';
import { exportRows } from './xlsx';

const uniq = () => Math.random().toString(36).slice(2, 8);

async function addConfig(over: Record<string, unknown> = {}) {
  const values = {
    configName: `参数${uniq()}`,
    configKey: `admin.t.${uniq()}`,
    configValue: 'v',
    ...over,
  };
  return addAndRead('/system/config', values, sysConfig, 'configKey');
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
    await expectAnswer({ status: 400 }, 'GET', '/system/config/list?configType=X', token);
  });

  it('refuses users without the permission', async () => {
    const { token } = await userWith([]);
    await expectForbidden(token, [
      ['GET', '/system/config/list', '/system/config/list'],
      ['GET', '/system/config/1', '/system/config/{configId}'],
      ['DELETE', '/system/config/1', '/system/config/{configId}'],
      ['DELETE', '/system/config/refreshCache', '/system/config/refreshCache'],
      ['POST', '/system/config/export', '/system/config/export'],
      [
        'POST',
        '/system/config',
        '/system/config',
        { configName: 'a', configKey: 'a', configValue: 'b' },
      ],
      [
        'PUT',
        '/system/config',
        '/system/config',
        { configId: 1, configName: 'a', configKey: 'a', configValue: 'b' },
      ],
    ]);
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

    await expectAnswer({ code: 200, contract: '/system/config' }, 'PUT', '/system/config', token, {
      configId: row.configId,
      configName: row.configName,
      configKey: row.configKey,
      configValue: 'v2',
    });
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
    await expectAnswer({ code: 500 }, 'DELETE', `/system/config/${row.configId},4`, token);
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
    await expectAnswer({ code: 200 }, 'PUT', '/system/config', token, {
      configId: 5,
      configName: '账号自助-是否开启用户注册功能',
      configKey: 'sys.account.registerUser',
      configValue: 'false',
      configType: 'Y',
    });

    await expectAnswer({ code: 200 }, 'DELETE', `/system/config/${row.configId}`, token);
    expect(await app.kv.get(configCacheKey(row.configKey))).toBeUndefined();
    await expectAnswer({ status: 400 }, 'DELETE', '/system/config/abc', token);
  });

  it('creates parameters as not built-in, so they stay deletable and re-keyable', async () => {
    // RuoYi's form (and ours until issue 21) sends configType 'Y' by default.
    const sentBuiltin = await addConfig({ configType: 'Y' });
    expect(sentBuiltin.configType).toBe('N');
    expect((await addConfig({ configType: null })).configType).toBe('N');
    const token = await admin();
    await expectAnswer({ code: 200 }, 'PUT', '/system/config', token, {
      configId: sentBuiltin.configId,
      configName: sentBuiltin.configName,
      configKey: `${sentBuiltin.configKey}.renamed`,
      configValue: 'v',
    });
    await expectAnswer({ code: 200 }, 'DELETE', `/system/config/${sentBuiltin.configId}`, token);
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
