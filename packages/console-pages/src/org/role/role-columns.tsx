import type { MessageDescriptor } from '@lingui/core';
import { type DateTimeFormat, translate } from '@wcm/console-core';
import type { I18n } from '@lingui/core';
import type { Column } from '@wcm/console-ui';
import { RowActions } from '../../common/resource';
import { actionsColumn } from '../../common/list-page/row-actions';
import { createdColumn, statusColumn } from '../shared/org-columns';
import type { OrgRole } from '../shared/org-types';
import { isAdminRole } from './use-role-page';
import * as labels from '../shared/org-labels';

/** What the row buttons of the role table do. */
export interface RoleRowActions {
  changeStatus: (role: OrgRole, enable: boolean) => Promise<boolean>;
  edit: (role: OrgRole) => void;
  remove: (role: OrgRole) => void;
  dataScope: (role: OrgRole) => void;
  assignUsers: (role: OrgRole) => void;
}

/** Columns of the role table; the administrator role has no actions. */
export function roleColumns(
  i18n: I18n,
  act: RoleRowActions,
  fmt: DateTimeFormat,
): Column<OrgRole>[] {
  const named = (descriptor: MessageDescriptor, name: string) =>
    translate(i18n, descriptor, { name });
  return [
    {
      key: 'roleId',
      title: i18n._({ id: 'pages.org.role.roleId', message: 'Role ID' }),
      width: 90,
    },
    { key: 'roleName', title: i18n._(labels.roleName) },
    { key: 'roleKey', title: i18n._(labels.roleKey) },
    { key: 'roleSort', title: i18n._(labels.roleSort), sortable: true },
    statusColumn<OrgRole>(i18n, {
      permission: 'system:role:edit',
      label: (row) =>
        named(
          /*i18n*/ { id: 'pages.org.role.statusOf', message: 'Status of {name}' },
          row.roleName,
        ),
      locked: isAdminRole,
      change: act.changeStatus,
    }),
    createdColumn<OrgRole>(i18n, fmt),
    actionsColumn(i18n._(labels.actions), (row) =>
      isAdminRole(row) ? null : (
        <RowActions
          perm="system:role"
          name={row.roleName}
          editLabel={named(
            /*i18n*/ { id: 'pages.org.role.editOf', message: 'Edit {name}' },
            row.roleName,
          )}
          deleteLabel={named(
            /*i18n*/ { id: 'pages.org.role.deleteOf', message: 'Delete {name}' },
            row.roleName,
          )}
          onEdit={() => act.edit(row)}
          onDelete={() => act.remove(row)}
          more={[
            {
              permissions: ['system:role:edit'],
              label: /*i18n*/ {
                id: 'pages.org.role.scopeOf',
                message: 'Data permissions of {name}',
              },
              text: /*i18n*/ { id: 'pages.org.scope.title', message: 'Data permissions' },
              onClick: () => act.dataScope(row),
            },
            {
              permissions: ['system:role:edit'],
              label: /*i18n*/ { id: 'pages.org.role.usersOf', message: 'Assign users to {name}' },
              text: /*i18n*/ { id: 'pages.org.role.assignUsers', message: 'Assign users' },
              onClick: () => act.assignUsers(row),
            },
          ]}
        />
      ),
    ),
  ];
}
