import { useLingui } from '@lingui/react';
import { Button, Can, PageHeading, useDateTimeFormat } from '@wcm/console-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as css from '../shared/org.css';
import type { SysUser } from '../shared/org-types';
import { useDialogTarget } from '../../common/list-page/use-record-form';
import { OrgCrudList } from '../shared/org-crud-list';
import { DeptTreePanel } from './dept-tree-panel';
import { UserImportDialog } from './import-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { userColumns } from './user-columns';
import { UserFormDialog } from './user-form-dialog';
import { isAdminUser, useUserPage } from './use-user-page';
import * as labels from '../shared/org-labels';

/** System > Users (`system/user/index`): department tree, search, table and the user dialogs. */
export function UserPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const page = useUserPage();
  const { list } = page;
  const dialog = useDialogTarget<number>();
  const [resetting, setResetting] = useState<SysUser | null>(null);
  const [importing, setImporting] = useState(false);

  const fmt = useDateTimeFormat();
  const columns = userColumns(
    i18n,
    {
      changeStatus: page.changeStatus,
      edit: (user) => dialog.edit(user.userId),
      remove: (user) => void page.remove([user.userId]),
      resetPassword: setResetting,
      assignRoles: (user) => navigate(`/system/user-auth/role/${user.userId}`),
    },
    fmt,
  );

  return (
    <div className={css.page}>
      <PageHeading />
      <div className={css.split}>
        <DeptTreePanel
          nodes={page.deptTree}
          filter={page.deptFilter}
          onFilterChange={page.setDeptFilter}
          onSelect={page.selectDept}
        />
        <div className={css.main}>
          <OrgCrudList
            list={list}
            search={[
              { name: 'userName', label: i18n._(labels.userName) },
              { name: 'phonenumber', label: i18n._(labels.phone) },
            ]}
            columns={columns}
            label={i18n._({ id: 'pages.org.user.table', message: 'Users' })}
            rowKey={(row) => row.userId}
            rowLabel={(row) => row.userName}
            selectable={(row) => !isAdminUser(row)}
            perm="system:user"
            dialog={dialog}
            remove={page.remove}
            exportList={page.exportList}
          >
            <Can permissions={['system:user:import']}>
              <Button onClick={() => setImporting(true)}>
                {i18n._({ id: 'pages.org.import', message: 'Import' })}
              </Button>
            </Can>
          </OrgCrudList>
        </div>
      </div>

      <UserFormDialog
        open={dialog.open}
        userId={dialog.id}
        presetDeptId={list.query.filters.deptId ? Number(list.query.filters.deptId) : undefined}
        deptTree={page.deptTree}
        onClose={dialog.close}
        onSaved={() => void list.reload()}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <UserImportDialog
        open={importing}
        onOpenChange={setImporting}
        onImported={() => void list.reload()}
      />
    </div>
  );
}
