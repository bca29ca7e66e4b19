import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sysDictData } from '../../src/db/schema';
import { expectContract } from '../contract';
import { getShared } from '../helper';
import { admin, body, call } from './fixtures';

export const uniq = () => Math.random().toString(36).slice(2, 8);

/** Creates a dictionary type through the API and returns its list row. */
export async function addType(dictType = `t_${uniq()}`, dictName = `类型${uniq()}`) {
  const res = await call('POST', '/system/dict/type', await admin(), {
    dictName,
    dictType,
    status: '0',
  });
  expectContract(res, 'post', '/system/dict/type');
  expect(body(res)).toEqual({ code: 200, msg: '操作成功' });
  const list = body(
    await call('GET', `/system/dict/type/list?dictType=${dictType}`, await admin()),
  );
  const row = (list.rows as Array<{ dictId: number; dictType: string }>).find(
    (r) => r.dictType === dictType,
  );
  if (!row) throw new Error('type not created');
  return { ...row, dictName };
}

/** Creates a dictionary entry through the API and returns its database row. */
export async function addData(dictType: string, dictLabel: string, dictValue: string) {
  const res = await call('POST', '/system/dict/data', await admin(), {
    dictType,
    dictLabel,
    dictValue,
    dictSort: 1,
    listClass: 'primary',
    isDefault: 'N',
  });
  expectContract(res, 'post', '/system/dict/data');
  expect(body(res).code).toBe(200);
  const { database } = await getShared();
  const rows = await database.db
    .select()
    .from(sysDictData)
    .where(eq(sysDictData.dictType, dictType));
  const row = rows.find((r) => r.dictValue === dictValue);
  if (!row) throw new Error('data not created');
  return row;
}
