import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useResourceList } from '../../common/resource';
import { resourceApi } from '../../common/resource/resource-api';
import type { OrgRole } from '../shared/org-types';
import { useRowCommands } from '../shared/use-row-commands';

/** Filters of the role list, as kept in the URL. */
export const ROLE_FILTERS = { roleName: '', roleKey: '', status: '', beginTime: '', endTime: '' };

/** The administrator role (role 1) cannot be changed (the server refuses too). */
export const isAdminRole = (role: Pick<OrgRole, 'roleId'>) => role.roleId === 1;

/** Controller of the role page: list state, status changes, deletes and export. */
export function useRolePage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const list = useResourceList('/system/role', ROLE_FILTERS);

  const { changeStatus, remove } = useRowCommands<OrgRole>({
    list,
    statusQuestion: (action, role) =>
      i18n._({
        id: 'pages.org.role.statusConfirm',
        message: 'Are you sure you want to {action} the role "{name}"?',
        values: { action, name: role.roleName },
      }),
    putStatus: (role, status) =>
      wcm.call(wcm.api.PUT('/system/role/changeStatus', { body: { roleId: role.roleId, status } })),
    deleteQuestion: (ids) =>
      i18n._({
        id: 'pages.org.role.deleteConfirm',
        message: 'Are you sure you want to delete the role with ID "{ids}"?',
        values: { ids },
      }),
    deleteIds: (roleId) =>
      wcm.call(wcm.api.DELETE('/system/role/{roleId}', { params: { path: { roleId } } })),
  });

  const exportList = () => resourceApi(wcm, '/system/role').exportList(list.query.filters, 'role');

  return { list, changeStatus, remove, exportList };
}
