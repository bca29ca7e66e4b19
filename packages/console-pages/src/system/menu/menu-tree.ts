import { nestByParent } from '../../common/list/nest-by-parent';
import type { SysMenu } from '../shared/system-types';

/** A menu with its sub-menus, for the tree table. */
export interface MenuRow extends Omit<SysMenu, 'children'> {
  children?: MenuRow[];
}

/**
 * Nests a flat menu list by `parentId` (RuoYi's handleTree): rows whose parent is not in the
 * list become roots, so a filtered list still shows every match. Order within a level is kept.
 */
export function buildMenuTree(rows: readonly SysMenu[]): MenuRow[] {
  return nestByParent(rows, (row) => row.menuId);
}

/** The order numbers that differ from the rows', as RuoYi's updateSort body; undefined if none. */
export function sortChanges(
  rows: readonly Pick<SysMenu, 'menuId' | 'orderNum'>[],
  edits: ReadonlyMap<number, number>,
): { menuIds: string; orderNums: string } | undefined {
  const changed = rows.filter((row) => {
    const next = edits.get(row.menuId);
    return next !== undefined && next !== row.orderNum;
  });
  if (changed.length === 0) return undefined;
  return {
    menuIds: changed.map((row) => row.menuId).join(','),
    orderNums: changed.map((row) => edits.get(row.menuId)).join(','),
  };
}

/** Menu types: directory, menu, button. */
export type MenuType = 'M' | 'C' | 'F';

/** Which form fields a menu type shows (RuoYi's menu dialog). */
export function menuFields(type: MenuType) {
  return {
    icon: type !== 'F',
    isFrame: type !== 'F',
    path: type !== 'F',
    component: type === 'C',
    routeName: type === 'C',
    query: type === 'C',
    isCache: type === 'C',
    perms: type !== 'M',
    visible: type !== 'F',
    status: type !== 'F',
  };
}
