import { useLingui } from '@lingui/react';
import {
  Button,
  Can,
  DateRangePicker,
  FormItem,
  Input,
  PageHeading,
  SearchForm,
  Select,
  useDateTimeFormat,
} from '@wcm/console-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListView } from '../shared/list-view';
import * as css from '../shared/org.css';
import type { SysUser } from '../shared/org-types';
import { dictSelectOptions, useDict } from '../../common/dict';
import { useOrgActions } from '../shared/use-org-actions';
import { DeptTreePanel } from './dept-tree-panel';
import { UserImportDialog } from './import-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { userColumns } from './user-columns';
import { UserFormDialog } from './user-form-dialog';
import { isAdminUser, useUserPage } from './use-user-page';

/** System > Users (`system/user/index`): department tree, search, table and the user dialogs. */
export function UserPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const actions = useOrgActions();
  const page = useUserPage();
  const { list } = page;
  const statuses = dictSelectOptions(useDict('sys_normal_disable'));
  const [editing, setEditing] = useState<{ userId: number | undefined } | null>(null);
  const [resetting, setResetting] = useState<SysUser | null>(null);
  const [importing, setImporting] = useState(false);

  const fmt = useDateTimeFormat();
  const columns = userColumns(
    i18n,
    {
      changeStatus: page.changeStatus,
      edit: (user) => setEditing({ userId: user.userId }),
      remove: (user) => void page.remove([user.userId]),
      resetPassword: setResetting,
      assignRoles: (user) => navigate(`/system/user-auth/role/${user.userId}`),
    },
    fmt,
  );
  const selectedIds = list.selected.map(Number);
  const { draft } = list;

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
          <SearchForm
            visible={list.showSearch}
            loading={list.loading}
            onSearch={list.search}
            onReset={list.reset}
          >
            <FormItem label={i18n._({ id: 'pages.org.user.userName', message: 'User name' })}>
              <Input
                value={draft.userName}
                onChange={(userName) => list.setDraft({ userName })}
                clearable
              />
            </FormItem>
            <FormItem label={i18n._({ id: 'pages.org.user.phone', message: 'Phone number' })}>
              <Input
                value={draft.phonenumber}
                onChange={(phonenumber) => list.setDraft({ phonenumber })}
                clearable
              />
            </FormItem>
            <FormItem label={i18n._({ id: 'pages.org.user.status', message: 'Status' })}>
              <Select<string>
                options={statuses}
                value={draft.status || undefined}
                onChange={(status) => list.setDraft({ status: status ?? '' })}
                clearable
              />
            </FormItem>
            <FormItem label={i18n._({ id: 'pages.org.createTime', message: 'Created' })}>
              <DateRangePicker
                value={[draft.beginTime || undefined, draft.endTime || undefined]}
                onChange={([begin, end]) =>
                  list.setDraft({ beginTime: begin ?? '', endTime: end ?? '' })
                }
              />
            </FormItem>
          </SearchForm>

          <ListView
            list={list}
            columns={columns}
            label={i18n._({ id: 'pages.org.user.table', message: 'Users' })}
            rowKey={(row) => row.userId}
            rowLabel={(row) => row.userName}
            selectable={(row) => !isAdminUser(row)}
            buttons={
              <>
                <Can permissions={['system:user:add']}>
                  <Button variant="primary" onClick={() => setEditing({ userId: undefined })}>
                    {i18n._({ id: 'pages.org.add', message: 'Add' })}
                  </Button>
                </Can>
                <Can permissions={['system:user:edit']}>
                  <Button
                    disabled={selectedIds.length !== 1}
                    onClick={() => setEditing({ userId: selectedIds[0] })}
                  >
                    {i18n._({ id: 'pages.org.edit', message: 'Edit' })}
                  </Button>
                </Can>
                <Can permissions={['system:user:remove']}>
                  <Button
                    disabled={selectedIds.length === 0}
                    onClick={() => void page.remove(selectedIds)}
                  >
                    {i18n._({ id: 'pages.org.delete', message: 'Delete' })}
                  </Button>
                </Can>
                <Can permissions={['system:user:import']}>
                  <Button onClick={() => setImporting(true)}>
                    {i18n._({ id: 'pages.org.import', message: 'Import' })}
                  </Button>
                </Can>
                <Can permissions={['system:user:export']}>
                  <Button onClick={() => void page.exportList()}>
                    {i18n._({ id: 'pages.org.export', message: 'Export' })}
                  </Button>
                </Can>
              </>
            }
          />
        </div>
      </div>

      <UserFormDialog
        open={editing !== null}
        userId={editing?.userId}
        presetDeptId={list.query.filters.deptId ? Number(list.query.filters.deptId) : undefined}
        deptTree={page.deptTree}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={(added) => {
          if (added) actions.added();
          else actions.saved();
          void list.reload();
        }}
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
