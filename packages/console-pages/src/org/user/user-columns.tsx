import type { I18n } from '@lingui/core';
import type { DateTimeFormat } from '@wcm/console-core';
import type { Column } from '@wcm/console-ui';
import { RowActions } from '../../common/resource';
import { actionsColumn } from '../../common/list-page/row-actions';
import { createdColumn, statusColumn } from '../shared/org-columns';
import type { SysUser } from '../shared/org-types';
import { isAdminUser } from './use-user-page';
import * as labels from '../shared/org-labels';

/** What the row buttons of the user table do. */
export interface UserRowActions {
  changeStatus: (user: SysUser, enable: boolean) => Promise<boolean>;
  edit: (user: SysUser) => void;
  remove: (user: SysUser) => void;
  resetPassword: (user: SysUser) => void;
  assignRoles: (user: SysUser) => void;
}

/** Columns of the user table (RuoYi's order); the administrator row has no actions. */
export function userColumns(
  i18n: I18n,
  act: UserRowActions,
  fmt: DateTimeFormat,
): Column<SysUser>[] {
  return [
    {
      key: 'userId',
      title: i18n._({ id: 'pages.org.user.userId', message: 'User ID' }),
      width: 80,
    },
    { key: 'userName', title: i18n._(labels.userName), sortable: true },
    { key: 'nickName', title: i18n._(labels.nickName) },
    { key: 'deptName', title: i18n._(labels.dept), render: (row) => row.dept?.deptName ?? '' },
    { key: 'phonenumber', title: i18n._(labels.phone) },
    statusColumn<SysUser>(i18n, {
      permission: 'system:user:edit',
      label: (row) =>
        i18n._({
          id: 'pages.org.user.statusOf',
          message: 'Status of {name}',
          values: { name: row.userName },
        }),
      locked: isAdminUser,
      change: act.changeStatus,
    }),
    createdColumn<SysUser>(i18n, fmt),
    actionsColumn(i18n._(labels.actions), (row) =>
      isAdminUser(row) ? null : (
        <RowActions
          perm="system:user"
          name={row.userName}
          editLabel={i18n._({
            id: 'pages.org.user.editOf',
            message: 'Edit {name}',
            values: { name: row.userName },
          })}
          deleteLabel={i18n._({
            id: 'pages.org.user.deleteOf',
            message: 'Delete {name}',
            values: { name: row.userName },
          })}
          onEdit={() => act.edit(row)}
          onDelete={() => act.remove(row)}
          more={[
            {
              permissions: ['system:user:resetPwd'],
              label: /*i18n*/ {
                id: 'pages.org.user.resetPwdOf',
                message: 'Reset password of {name}',
              },
              text: /*i18n*/ { id: 'pages.org.user.resetPwd', message: 'Reset password' },
              onClick: () => act.resetPassword(row),
            },
            {
              permissions: ['system:user:edit'],
              label: /*i18n*/ {
                id: 'pages.org.user.assignRolesOf',
                message: 'Assign roles to {name}',
              },
              text: /*i18n*/ { id: 'pages.org.user.assignRoles', message: 'Assign roles' },
              onClick: () => act.assignRoles(row),
            },
          ]}
        />
      ),
    ),
  ];
}
