import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysDictData } from '../../src/db/schema';
import { dictCacheKey } from '../../src/routes/system/dict-data';
import { expectContract } from '../contract';
import { getApp, getShared } from '../helper';
import { addData, addType } from './dict-fixtures';
import { admin, adminGet, body, call, expectAnswer, expectForbidden, userWith } from './fixtures';
import { exportRows } from './xlsx';

describe('/system/dict/type', () => {
  beforeAll(async () => {
    await admin();
  });

  it('lists with filters, paging cap and allow-listed sort', async () => {
    const token = await admin();
    const res = await adminGet('/system/dict/type/list?pageSize=3&pageNum=1');
    expect(res.rows).toHaveLength(3);
    expect(res.total).toBeGreaterThanOrEqual(10);
    const sorted = body(
      await call(
        'GET',
        '/system/dict/type/list?orderByColumn=dictType&isAsc=desc&pageSize=1000',
        token,
      ),
    ).rows as Array<{ dictType: string }>;
    expect(sorted.length).toBeLessThanOrEqual(100);
    const types = sorted.map((r) => r.dictType);
    expect(types).toEqual([...types].sort().reverse());
    const injected = await call(
      'GET',
      `/system/dict/type/list?orderByColumn=${encodeURIComponent('dict_id;drop table x')}&dictName=${encodeURIComponent('%_')}`,
      token,
    );
    expectContract(injected, 'get', '/system/dict/type/list');
    expect(body(injected).rows).toEqual([]);
    const ranged = await call(
      'GET',
      `/system/dict/type/list?${encodeURIComponent('params[beginTime]')}=2000-01-01&${encodeURIComponent('params[endTime]')}=2999-01-01&dictType=sys_user`,
      token,
    );
    expect((body(ranged).rows as Array<{ dictType: string }>).map((r) => r.dictType)).toEqual([
      'sys_user_sex',
    ]);
    await expectAnswer(
      { status: 400 },
      'GET',
      `/system/dict/type/list?${encodeURIComponent('params[beginTime]')}=1;drop`,
      token,
    );
    await expectAnswer({ status: 400 }, 'GET', '/system/dict/type/list?pageNum=0', token);
  });

  it('refuses users without the permission', async () => {
    const { token } = await userWith(['system:dict:query']);
    await expectForbidden(token, [
      ['GET', '/system/dict/type/list', '/system/dict/type/list'],
      ['DELETE', '/system/dict/type/1', '/system/dict/type/{dictId}'],
      ['DELETE', '/system/dict/type/refreshCache', '/system/dict/type/refreshCache'],
      ['GET', '/system/dict/data/list', '/system/dict/data/list'],
      ['DELETE', '/system/dict/data/1', '/system/dict/data/{dictCode}'],
      ['POST', '/system/dict/type/export', '/system/dict/type/export'],
      ['POST', '/system/dict/data/export', '/system/dict/data/export'],
      ['POST', '/system/dict/type', '/system/dict/type', { dictName: 'a', dictType: 'a' }],
      [
        'PUT',
        '/system/dict/data',
        '/system/dict/data',
        { dictLabel: 'a', dictValue: 'a', dictType: 'a', dictCode: 1 },
      ],
    ]);
    // The query permission alone reads single rows.
    const one = await call('GET', '/system/dict/type/1', token);
    expectContract(one, 'get', '/system/dict/type/{dictId}');
    expect(body(one).data).toMatchObject({ dictId: 1, dictType: 'sys_user_sex' });
    const options = await call('GET', '/system/dict/type/optionselect', token);
    expectContract(options, 'get', '/system/dict/type/optionselect');
    expect((body(options).data as unknown[]).length).toBeGreaterThanOrEqual(10);
  });

  it('enforces a unique type, renames data rows with the type, and refuses deleting a used type', async () => {
    const token = await admin();
    const type = await addType();
    const dup = await call('POST', '/system/dict/type', token, {
      dictName: '重复',
      dictType: type.dictType,
    });
    expect(body(dup)).toEqual({ code: 500, msg: "新增字典'重复'失败，字典类型已存在" });
    await expectAnswer({ status: 400 }, 'POST', '/system/dict/type', token, {
      dictName: 'x',
      dictType: 'Bad-Type',
    });
    await addData(type.dictType, '甲', 'a');

    const renamed = `${type.dictType}_r`;
    const edit = await call('PUT', '/system/dict/type', token, {
      dictId: type.dictId,
      dictName: type.dictName,
      dictType: renamed,
      status: '0',
    });
    expectContract(edit, 'put', '/system/dict/type');
    expect(body(edit).code).toBe(200);
    const { database } = await getShared();
    const moved = await database.db
      .select()
      .from(sysDictData)
      .where(eq(sysDictData.dictType, renamed));
    expect(moved.map((r) => r.dictLabel)).toEqual(['甲']);
    const app = await getApp();
    expect(await app.kv.get(dictCacheKey(renamed))).toContain('甲');
    expect(await app.kv.get(dictCacheKey(type.dictType))).toBeUndefined();
    const dupEdit = await call('PUT', '/system/dict/type', token, {
      dictId: type.dictId,
      dictName: 'n',
      dictType: 'sys_user_sex',
    });
    expect(body(dupEdit)).toEqual({ code: 500, msg: "修改字典'n'失败，字典类型已存在" });

    const del = await call('DELETE', `/system/dict/type/${type.dictId}`, token);
    expectContract(del, 'delete', '/system/dict/type/{dictId}');
    expect(body(del)).toEqual({ code: 500, msg: `${type.dictName}已分配,不能删除` });
    await database.db.delete(sysDictData).where(eq(sysDictData.dictType, renamed));
    const other = await addType();
    await expectAnswer(
      { code: 200 },
      'DELETE',
      `/system/dict/type/${type.dictId},${other.dictId}`,
      token,
    );
    expect(body(await call('GET', `/system/dict/type/${type.dictId}`, token))).toEqual({
      code: 200,
      msg: '操作成功',
    });
    await expectAnswer({ status: 400 }, 'DELETE', '/system/dict/type/1;2', token);
  });

  it('refreshes the cache', async () => {
    const app = await getApp();
    await app.kv.set(dictCacheKey('stale_type'), '[]');
    const res = await call('DELETE', '/system/dict/type/refreshCache', await admin());
    expectContract(res, 'delete', '/system/dict/type/refreshCache');
    expect(body(res).code).toBe(200);
    expect(await app.kv.get(dictCacheKey('stale_type'))).toBeUndefined();
    expect(await app.kv.get(dictCacheKey('sys_user_sex'))).toContain('男');
  });

  it('exports types as xlsx', async () => {
    const rows = await exportRows(await admin(), '/system/dict/type/export', { dictType: 'sys_' });
    expect(rows[0]).toEqual(['字典主键', '字典名称', '字典类型', '状态']);
    expect(rows[1]).toEqual([1, '用户性别', 'sys_user_sex', '正常']);
    expect(rows.length).toBeGreaterThanOrEqual(11);
  });
});
