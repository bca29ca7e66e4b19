import { describe, expect, it } from 'vitest';
import { badJavaFields, checkGenInfo, genBodyOf, infoOf, patchColumn } from './gen-edit-model';
import type { GenColumn, GenTable } from './gen-types';
import { batchZipUrl, previewTabs, zipName } from './gen-types';

const table: GenTable = {
  tableId: 3,
  tableName: 'wcm_demo',
  tableComment: 'Demo',
  className: 'WcmDemo',
  tplCategory: 'crud',
  packageName: 'wcm',
  moduleName: 'wcm',
  businessName: 'demo',
  functionName: 'Demo',
  functionAuthor: 'wcm',
  remark: null,
};
const column = (id: number, extra: Partial<GenColumn> = {}): GenColumn => ({
  columnId: id,
  tableId: 3,
  columnName: `col_${id}`,
  columnComment: '',
  columnType: 'varchar(20)',
  javaType: 'String',
  javaField: `col${id}`,
  isPk: '0',
  isIncrement: '0',
  isRequired: '0',
  isInsert: '1',
  isEdit: '1',
  isList: '1',
  isQuery: '0',
  queryType: 'EQ',
  htmlType: 'input',
  dictType: '',
  sort: id,
  ...extra,
});

describe('generator edit model', () => {
  it('checks the identifiers the server refuses', () => {
    const info = infoOf(table);
    expect(checkGenInfo(info)).toEqual({});
    expect(
      checkGenInfo({ ...info, className: 'wcmDemo', moduleName: 'Wcm', businessName: '' }),
    ).toEqual({
      className: 'pattern',
      moduleName: 'pattern',
      businessName: 'required',
    });
    expect(badJavaFields([column(1), column(2, { javaField: 'Bad-name' })])).toEqual(['col_2']);
  });

  it('builds the save body with only accepted values and patched columns', () => {
    const cols = patchColumn([column(1), column(2)], 2, 'isQuery', '1');
    const body = genBodyOf({ ...infoOf(table), remark: '  ' }, [
      ...cols,
      column(3, { htmlType: 'weird', queryType: 'x', javaType: 'Object' }),
    ]);
    expect(body.remark).toBeNull();
    expect(body.columns?.[1]).toMatchObject({ columnId: 2, isQuery: '1' });
    expect(body.columns?.[2]).toMatchObject({
      htmlType: 'input',
      queryType: 'EQ',
      javaType: 'String',
    });
    expect(body.columns?.[0]).not.toHaveProperty('columnName');
  });

  it('names zips and preview tabs', () => {
    expect(zipName(['a'])).toBe('a.zip');
    expect(zipName(['a', 'b'])).toBe('wcm.zip');
    expect(batchZipUrl(['a', 'b'])).toBe('/tool/gen/batchGenCode?tables=a%2Cb');
    const files = { 'vm/java/domain.java.vm': '1', 'vm/ts/routes.ts.vm': '2' };
    const paths = { 'vm/java/domain.java.vm': 'a/x.ts', 'vm/ts/routes.ts.vm': 'b/y.ts' };
    expect(previewTabs(files, paths)).toEqual([
      { key: 'vm/java/domain.java.vm', path: 'a/x.ts', label: 'x.ts', code: '1' },
      { key: 'vm/ts/routes.ts.vm', path: 'b/y.ts', label: 'y.ts', code: '2' },
    ]);
    // Without paths the key stands in for the path.
    expect(previewTabs({ 'a/z.ts': '3' })[0]).toMatchObject({ path: 'a/z.ts', label: 'z.ts' });
  });
});
