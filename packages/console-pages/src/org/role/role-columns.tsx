import type { I18n } from '@lingui/core';
import { Button, Can } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import * as css from '../shared/org.css';
import type { OrgRole } from '../shared/org-types';
import { StatusSwitch } from '../shared/status-switch';
import { isAdminRole } from './use-role-page';

/** What the row buttons of the role table do. */
export interface RoleRowActions {
  changeStatus: (role: OrgRole, enable: boolean) => Promise<boolean>;
  edit: (role: OrgRole) => void;
  remove: (role: OrgRole) => void;
  dataScope: (role: OrgRole) => void;
  assignUsers: (role: OrgRole) => void;
}

function RowButton(props: { label: string; text: string; onClick: () => void }) {
  return (
    <Button size="small" aria-label={props.label} onClick={props.onClick}>
      {props.text}
    </Button>
  );
}

/** Columns of the role table; the administrator role has no actions. */
export function roleColumns(i18n: I18n, act: RoleRowActions): Column<OrgRole>[] {
  const named = (id: string, message: string, name: string) =>
    i18n._({ id, message, values: { name } });
  return [
    {
      key: 'roleId',
      title: i18n._({ id: 'pages.org.role.roleId', message: 'Role ID' }),
      width: 90,
    },
    { key: 'roleName', title: i18n._({ id: 'pages.org.role.roleName', message: 'Role name' }) },
    { key: 'roleKey', title: i18n._({ id: 'pages.org.role.roleKey', message: 'Permission key' }) },
    {
      key: 'roleSort',
      title: i18n._({ id: 'pages.org.role.roleSort', message: 'Order' }),
      sortable: true,
    },
    {
      key: 'status',
      title: i18n._({ id: 'pages.org.user.status', message: 'Status' }),
      render: (row) => (
        <Can
          permissions={['system:role:edit']}
          fallback={
            row.status === '0'
              ? i18n._({ id: 'pages.org.status.on', message: 'Enabled' })
              : i18n._({ id: 'pages.org.status.off', message: 'Disabled' })
          }
        >
          <StatusSwitch
            status={row.status}
            disabled={isAdminRole(row)}
            label={named('pages.org.role.statusOf', 'Status of {name}', row.roleName)}
            onToggle={(enable) => act.changeStatus(row, enable)}
          />
        </Can>
      ),
    },
    {
      key: 'createTime',
      title: i18n._({ id: 'pages.org.createTime', message: 'Created' }),
      sortable: true,
      render: (row) => row.createTime ?? '',
    },
    {
      key: 'actions',
      title: i18n._({ id: 'pages.org.actions', message: 'Actions' }),
      fixed: 'right',
      render: (row) =>
        isAdminRole(row) ? null : (
          <span className={css.actions}>
            <Can permissions={['system:role:edit']}>
              <RowButton
                label={named('pages.org.role.editOf', 'Edit {name}', row.roleName)}
                text={i18n._({ id: 'pages.org.edit', message: 'Edit' })}
                onClick={() => act.edit(row)}
              />
            </Can>
            <Can permissions={['system:role:remove']}>
              <RowButton
                label={named('pages.org.role.deleteOf', 'Delete {name}', row.roleName)}
                text={i18n._({ id: 'pages.org.delete', message: 'Delete' })}
                onClick={() => act.remove(row)}
              />
            </Can>
            <Can permissions={['system:role:edit']}>
              <RowButton
                label={named('pages.org.role.scopeOf', 'Data permissions of {name}', row.roleName)}
                text={i18n._({ id: 'pages.org.scope.title', message: 'Data permissions' })}
                onClick={() => act.dataScope(row)}
              />
              <RowButton
                label={named('pages.org.role.usersOf', 'Assign users to {name}', row.roleName)}
                text={i18n._({ id: 'pages.org.role.assignUsers', message: 'Assign users' })}
                onClick={() => act.assignUsers(row)}
              />
            </Can>
          </span>
        ),
    },
  ];
}
