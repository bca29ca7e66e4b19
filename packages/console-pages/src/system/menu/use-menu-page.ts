import { useLingui } from '@lingui/react';
import type { paths } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useState } from 'react';
import { useTreeList } from '../../common/list';
import type { SysMenu } from '../shared/system-types';
import { useResourceNotices } from '../../common/resource';
import { buildMenuTree, sortChanges } from './menu-tree';

type Query = NonNullable<paths['/system/menu/list']['get']['parameters']['query']>;

/** Filters of the menu tree, as kept in the URL. */
export const MENU_FILTERS = { menuName: '', status: '' };

/** What the menu dialog shows: closed, a new menu (under `parentId`), or menu `menuId`. */
export type MenuDialogTarget =
  { open: false } | { open: true; menuId: number | undefined; parentId: number };

/**
 * Controller of the menu page: the (unpaged) menu list as a tree, expand/collapse all, delete
 * (the server's 601 warnings for menus with children or roles are shown by `wcm.call`), the
 * order-number edits saved through updateSort, and the dialog state.
 */
export function useMenuPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useResourceNotices();
  const { list, tree, treeKey, expandAll, toggleExpand } = useTreeList({
    defaults: MENU_FILTERS,
    build: buildMenuTree,
    load: async (filters) => {
      const query = filters as Query;
      const body = await wcm.call(wcm.api.GET('/system/menu/list', { params: { query } }));
      return body.data;
    },
  });
  const [dialog, setDialog] = useState<MenuDialogTarget>({ open: false });
  const [orderEdits, setOrderEdits] = useState<ReadonlyMap<number, number>>(new Map());
  const pendingSort = sortChanges(list.rows, orderEdits);

  const editOrder = (menuId: number, orderNum: number | undefined) =>
    setOrderEdits((edits) => {
      const next = new Map(edits);
      if (orderNum === undefined) next.delete(menuId);
      else next.set(menuId, orderNum);
      return next;
    });

  const saveOrder = async () => {
    if (!pendingSort) return;
    try {
      await wcm.call(wcm.api.PUT('/system/menu/updateSort', { body: pendingSort }));
    } catch {
      return;
    }
    actions.saved();
    setOrderEdits(new Map());
    await list.reload();
  };

  const remove = async (row: Pick<SysMenu, 'menuId' | 'menuName'>) => {
    const question = i18n._({
      id: 'pages.system.menu.deleteConfirm',
      message: 'Are you sure you want to delete the item named "{name}"?',
      values: { name: row.menuName },
    });
    const send = () =>
      wcm.call(
        wcm.api.DELETE('/system/menu/{menuId}', { params: { path: { menuId: row.menuId } } }),
      );
    if (!(await actions.confirmAndSend(question, send))) return;
    actions.deleted();
    await list.reload();
  };

  return {
    list,
    tree,
    treeKey,
    expandAll,
    toggleExpand,
    dialog,
    add: (parentId = 0) => setDialog({ open: true, menuId: undefined, parentId }),
    edit: (row: Pick<SysMenu, 'menuId' | 'parentId'>) =>
      setDialog({ open: true, menuId: row.menuId, parentId: row.parentId }),
    closeDialog: () => setDialog({ open: false }),
    orderEdits,
    editOrder,
    pendingSort,
    saveOrder,
    remove,
  };
}
