import { describe, expect, it } from 'vitest';
import { importReportLines } from '../user/import-result';
import { deptRow, menuTree } from '../test/org-rows';
import { loadedTreeKeys, savedTreeKeys } from './check-tree';
import { buildDeptTree, idList, type OrgDept } from './org-types';
import { checkPassword } from './rules';
import { setupI18n } from '@lingui/core';

const dept = (deptId: number, parentId: number, deptName: string): OrgDept => ({
  ...deptRow(deptId, parentId, deptName),
  orderNum: 0,
  createBy: '',
  createTime: null,
});

describe('org helpers', () => {
  it('builds the department tree and keeps orphans as roots', () => {
    const tree = buildDeptTree([dept(100, 0, 'HQ'), dept(101, 100, 'A'), dept(105, 999, 'Lost')]);
    expect(tree.map((d) => d.deptName)).toEqual(['HQ', 'Lost']);
    expect(tree[0]?.children?.map((d) => d.deptName)).toEqual(['A']);
    expect(tree[1]?.children).toBeUndefined();
  });

  it('saves half-checked parents in linked mode only', () => {
    expect(savedTreeKeys(menuTree, [1000], true).sort()).toEqual([1, 100, 1000]);
    expect(savedTreeKeys(menuTree, [1000, 1001, 101], true).sort()).toEqual(
      [1, 100, 1000, 1001, 101].sort(),
    );
    expect(savedTreeKeys(menuTree, [100, 1000], false)).toEqual([100, 1000]);
  });

  it('loads only leaves into a linked tree', () => {
    expect(loadedTreeKeys(menuTree, [1, 100, 1000], true)).toEqual([1000]);
    expect(loadedTreeKeys(menuTree, [1, 100, 1000], false)).toEqual([1, 100, 1000]);
  });

  it('joins ids for RuoYi paths', () => {
    expect(idList([3, 4, '5'])).toBe('3,4,5');
  });

  it('turns the import report into plain lines', () => {
    expect(
      importReportLines(
        'Failed! 1 row:<br/>1、Account &lt;b&gt;x&lt;/b&gt; exists<br/>2、<b>ok</b>',
      ),
    ).toEqual(['Failed! 1 row:', '1、Account <b>x</b> exists', '2、ok']);
  });

  it('checks passwords as RuoYi does', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(checkPassword(i18n, '')).toBe('Password cannot be empty');
    expect(checkPassword(i18n, 'abcd')).toMatch(/between/);
    expect(checkPassword(i18n, 'abc<1')).toMatch(/illegal/);
    expect(checkPassword(i18n, 'abcde')).toBeUndefined();
    expect(checkPassword(i18n, 'abcde', 6)).toMatch(/between/);
  });
});
