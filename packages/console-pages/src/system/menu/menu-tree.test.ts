import { describe, expect, it } from 'vitest';
import type { SysMenu } from '../shared/system-types';
import { buildMenuTree, menuFields, sortChanges } from './menu-tree';

const menu = (menuId: number, parentId: number, orderNum = 1): SysMenu => ({
  menuId,
  parentId,
  orderNum,
  menuName: `m${menuId}`,
  menuNameEn: '',
  menuNameFr: '',
  parentName: null,
  path: '',
  component: null,
  query: null,
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType: 'M',
  visible: '0',
  status: '0',
  perms: null,
  icon: '',
  createBy: '',
  createTime: null,
  updateBy: '',
  updateTime: null,
  remark: null,
  children: [],
});

describe('menu tree', () => {
  it('nests rows under their parents and keeps the order', () => {
    const tree = buildMenuTree([menu(1, 0), menu(2, 1), menu(3, 1), menu(4, 0), menu(5, 3)]);
    expect(tree.map((n) => n.menuId)).toEqual([1, 4]);
    expect(tree[0]?.children?.map((n) => n.menuId)).toEqual([2, 3]);
    expect(tree[0]?.children?.[1]?.children?.map((n) => n.menuId)).toEqual([5]);
    expect(tree[1]?.children).toBeUndefined();
  });

  it('makes rows whose parent was filtered out roots', () => {
    expect(buildMenuTree([menu(7, 3), menu(8, 7)]).map((n) => n.menuId)).toEqual([7]);
  });

  it('sends only changed order numbers to updateSort', () => {
    const rows = [menu(1, 0, 1), menu(2, 0, 2), menu(3, 0, 3)];
    expect(sortChanges(rows, new Map([[2, 2]]))).toBeUndefined();
    expect(
      sortChanges(
        rows,
        new Map([
          [1, 5],
          [2, 2],
          [3, 0],
        ]),
      ),
    ).toEqual({ menuIds: '1,3', orderNums: '5,0' });
  });

  it('shows the fields of each menu type', () => {
    expect(menuFields('M')).toMatchObject({ icon: true, component: false, perms: false });
    expect(menuFields('C')).toMatchObject({ component: true, perms: true, isCache: true });
    expect(menuFields('F')).toMatchObject({ icon: false, path: false, perms: true, status: false });
  });
});
