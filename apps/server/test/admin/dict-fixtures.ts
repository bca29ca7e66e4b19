import { eq } from 'drizzle-orm';
import { sysDictData } from '../../src/db/schema';
import { getShared } from '../helper';
import { addAsAdmin, admin, body, call } from './fixtures';

export const uniq = () => Math.random().toString(36).slice(2, 8);

/** Creates a dictionary type through the API and returns its list row. */
export async function addType(dictType = `t_${uniq()}`, dictName = `类型${uniq()}`) {
  await addAsAdmin('/system/dict/type', { dictName, dictType, status: '0' });
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
  await addAsAdmin('/system/dict/data', {
    dictType,
    dictLabel,
    dictValue,
    dictSort: 1,
    listClass: 'primary',
    isDefault: 'N',
  });
  const { database } = await getShared();
  const rows = await database.db
    .select()
    .from(sysDictData)
    .where(eq(sysDictData.dictType, dictType));
  const row = rows.find((r) => r.dictValue === dictValue);
  if (!row) throw new Error('data not created');
  return row;
}
