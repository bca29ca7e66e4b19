import { useLingui } from '@lingui/react';
import { PageHeading, useDateTimeFormat } from '@wcm/console-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListView } from '../shared/list-view';
import * as css from '../shared/org.css';
import type { OrgRole } from '../shared/org-types';
import { CrudButtons } from '../../common/resource';
import { useDialogTarget } from '../../common/list-page/use-record-form';
import { OrgSearchForm } from '../shared/org-search-form';
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
  const selectedIds = list.selected.map(Number);
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
      <OrgSearchForm
        list={list}
        fields={[
          { name: 'roleName', label: i18n._(labels.roleName) },
          { name: 'roleKey', label: i18n._(labels.roleKey) },
        ]}
      />
      <ListView
        list={list}
        columns={columns}
        label={i18n._({ id: 'pages.org.role.table', message: 'Roles' })}
        rowKey={(row) => row.roleId}
        rowLabel={(row) => row.roleName}
        selectable={(row) => !isAdminRole(row)}
        buttons={
          <CrudButtons<number>
            perm="system:role"
            size="medium"
            selected={selectedIds}
            onAdd={dialog.add}
            onEdit={dialog.edit}
            onDelete={(ids) => void page.remove(ids)}
            onExport={() => void page.exportList()}
          />
        }
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
