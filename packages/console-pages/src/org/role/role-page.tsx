import { useLingui } from '@lingui/react';
import { PageHeading, useDateTimeFormat } from '@wcm/console-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as css from '../shared/org.css';
import type { OrgRole } from '../shared/org-types';
import { useDialogTarget } from '../../common/list-page/use-record-form';
import { OrgCrudList } from '../shared/org-crud-list';
import { DataScopeDialog } from './data-scope-dialog';
import { roleColumns } from './role-columns';
import { RoleFormDialog } from './role-form-dialog';
import { isAdminRole, useRolePage } from './use-role-page';
import * as labels from '../shared/org-labels';

/** System > Roles (`system/role/index`): search, table, role and data scope dialogs. */
export function RolePage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const page = useRolePage();
  const { list } = page;
  const dialog = useDialogTarget<number>();
  const [scoping, setScoping] = useState<OrgRole | null>(null);
  const fmt = useDateTimeFormat();
  const columns = roleColumns(
    i18n,
    {
      changeStatus: page.changeStatus,
      edit: (role) => dialog.edit(role.roleId),
      remove: (role) => void page.remove([role.roleId]),
      dataScope: setScoping,
      assignUsers: (role) => navigate(`/system/role-auth/user/${role.roleId}`),
    },
    fmt,
  );

  return (
    <div className={css.page}>
      <PageHeading />
      <OrgCrudList
        list={list}
        search={[
          { name: 'roleName', label: i18n._(labels.roleName) },
          { name: 'roleKey', label: i18n._(labels.roleKey) },
        ]}
        columns={columns}
        label={i18n._({ id: 'pages.org.role.table', message: 'Roles' })}
        rowKey={(row) => row.roleId}
        rowLabel={(row) => row.roleName}
        selectable={(row) => !isAdminRole(row)}
        perm="system:role"
        dialog={dialog}
        remove={page.remove}
        exportList={page.exportList}
      />
      <RoleFormDialog
        open={dialog.open}
        roleId={dialog.id}
        onClose={dialog.close}
        onSaved={() => void list.reload()}
      />
      <DataScopeDialog
        role={scoping}
        onClose={() => setScoping(null)}
        onSaved={() => void list.reload()}
      />
    </div>
  );
}
