import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysDictData } from '../../src/db/schema';
import { dictCacheKey } from '../../src/routes/system/dict-data';
import { expectContract } from '../contract';
import { getApp, getShared } from '../helper';
import { addData, addType } from './dict-fixtures';
import { admin, adminGet, body, call, expectAnswer } from './fixtures';
import { exportRows } from './xlsx';

describe('/system/dict/data', () => {
  it('lists by type ordered by dictSort, gets one, 400 on bad ids', async () => {
    const token = await admin();
    const res = await adminGet('/system/dict/data/list?dictType=sys_oper_type&pageSize=20');
    const labels = (res.rows as Array<{ dictLabel: string }>).map((r) => r.dictLabel);
    expect(labels[0]).toBe('新增');
    expect(labels.at(-1)).toBe('其他');
    const one = await adminGet('/system/dict/data/1', '/system/dict/data/{dictCode}');
    expect(one.data).toMatchObject({ dictCode: 1, dictLabel: '男', default: true });
    await expectAnswer({ status: 400 }, 'GET', '/system/dict/data/x', token);
    // The type route still answers next to the code route.
    await expectAnswer({ code: 200 }, 'GET', '/system/dict/data/type/sys_user_sex', token);
  });

  it('adds, edits and deletes entries, keeping the type cache fresh; no mass assignment', async () => {
    const token = await admin();
    const app = await getApp();
    const type = await addType();
    const row = await addData(type.dictType, '=HYPERLINK("http://evil")', 'v1');
    expect(row.createBy).toBe('admin');
    const cached = await call('GET', `/system/dict/data/type/${type.dictType}`, token);
    expect((body(cached).data as unknown[]).length).toBe(1);

    const edit = await call('PUT', '/system/dict/data', token, {
      dictCode: row.dictCode,
      dictType: type.dictType,
      dictLabel: '乙',
      dictValue: 'v1',
      createBy: 'forged',
      status: '1',
    });
    expectContract(edit, 'put', '/system/dict/data');
    expect(body(edit).code).toBe(200);
    expect(await app.kv.get(dictCacheKey(type.dictType))).toBeUndefined(); // disabled → no entry
    const { database } = await getShared();
    const [after] = await database.db
      .select()
      .from(sysDictData)
      .where(eq(sysDictData.dictCode, row.dictCode));
    expect(after).toMatchObject({
      dictLabel: '乙',
      createBy: 'admin',
      updateBy: 'admin',
      status: '1',
    });
    await expectAnswer({ status: 400 }, 'PUT', '/system/dict/data', token, {
      dictCode: row.dictCode,
      dictType: type.dictType,
      dictLabel: 'x',
      dictValue: 'x',
      listClass: 'evil" onclick="x',
    });

    // Export neutralises formulas.
    await database.db
      .update(sysDictData)
      .set({ dictLabel: '=HYPERLINK("http://evil")' })
      .where(eq(sysDictData.dictCode, row.dictCode));
    const rows = await exportRows(token, '/system/dict/data/export', { dictType: type.dictType });
    expect(rows[0]).toEqual([
      '字典编码',
      '字典排序',
      '字典标签',
      '字典键值',
      '字典类型',
      '是否默认',
      '状态',
    ]);
    expect(rows[1]).toEqual([
      row.dictCode,
      1,
      '\'=HYPERLINK("http://evil")',
      'v1',
      type.dictType,
      '否',
      '停用',
    ]);

    const del = await call('DELETE', `/system/dict/data/${row.dictCode}`, token);
    expectContract(del, 'delete', '/system/dict/data/{dictCode}');
    expect(body(del).code).toBe(200);
    expect(body(await call('DELETE', `/system/dict/data/${row.dictCode}`, token))).toEqual({
      code: 500,
      msg: '操作失败',
    });
  });
});
