import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listQueryToSearch } from '../../common/list';
import { useResourceList } from '../../common/resource';
import { resourceApi } from '../../common/resource/resource-api';
import type { OrgTreeNode, SysUser } from '../shared/org-types';
import { useRowCommands } from '../shared/use-row-commands';

/** Filters of the user list, as kept in the URL. */
export const USER_FILTERS = {
  userName: '',
  phonenumber: '',
  status: '',
  deptId: '',
  beginTime: '',
  endTime: '',
};

/** The administrator (user 1) cannot be edited, disabled or deleted (the server refuses too). */
export const isAdminUser = (user: Pick<SysUser, 'userId'>) => user.userId === 1;

/**
 * Controller of the user page: department tree, list state (in the URL), status changes,
 * deletes, export and the dialogs' open state.
 */
export function useUserPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const list = useResourceList('/system/user', USER_FILTERS);

  const [deptTree, setDeptTree] = useState<OrgTreeNode[]>([]);
  const [deptFilter, setDeptFilter] = useState('');
  const loadDeptTree = useCallback(async () => {
    try {
      const body = await wcm.call(wcm.api.GET('/system/user/deptTree'));
      setDeptTree(body.data);
    } catch {
      // Shown by wcm.call; the list still works without the tree.
    }
  }, [wcm]);
  useEffect(() => {
    void loadDeptTree();
  }, [loadDeptTree]);

  /** Filters by a department chosen in the tree (RuoYi searches at once). */
  const [, setSearchParams] = useSearchParams();
  const selectDept = (deptId: number) => {
    const filters = { ...list.draft, deptId: String(deptId) };
    list.setDraft(filters);
    setSearchParams(listQueryToSearch({ ...list.query, filters, pageNum: 1 }, USER_FILTERS));
  };

  const { changeStatus, remove } = useRowCommands<SysUser>({
    list,
    statusQuestion: (action, user) =>
      i18n._({
        id: 'pages.org.user.statusConfirm',
        message: 'Are you sure you want to {action} the user "{name}"?',
        values: { action, name: user.userName },
      }),
    putStatus: (user, status) =>
      wcm.call(wcm.api.PUT('/system/user/changeStatus', { body: { userId: user.userId, status } })),
    deleteQuestion: (ids) =>
      i18n._({
        id: 'pages.org.user.deleteConfirm',
        message: 'Are you sure you want to delete the user with ID "{ids}"?',
        values: { ids },
      }),
    deleteIds: (userId) =>
      wcm.call(wcm.api.DELETE('/system/user/{userId}', { params: { path: { userId } } })),
  });

  // Same filters as the list, without paging (RuoYi exports every matching row).
  const exportList = () => resourceApi(wcm, '/system/user').exportList(list.query.filters, 'user');

  return {
    list,
    deptTree,
    deptFilter,
    setDeptFilter,
    loadDeptTree,
    selectDept,
    changeStatus,
    remove,
    exportList,
  };
}
