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
import type { OrgRole } from '../shared/org-types';
import { useOrgActions } from '../shared/use-org-actions';
import { dictSelectOptions, useDict } from '../../common/dict';
import { DataScopeDialog } from './data-scope-dialog';
import { roleColumns } from './role-columns';
import { RoleFormDialog } from './role-form-dialog';
import { isAdminRole, useRolePage } from './use-role-page';

/** System > Roles (`system/role/index`): search, table, role and data scope dialogs. */
export function RolePage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const actions = useOrgActions();
  const page = useRolePage();
  const { list } = page;
  const { draft } = list;
  const statuses = dictSelectOptions(useDict('sys_normal_disable'));
  const [editing, setEditing] = useState<{ roleId: number | undefined } | null>(null);
  const [scoping, setScoping] = useState<OrgRole | null>(null);
  const selectedIds = list.selected.map(Number);
  const fmt = useDateTimeFormat();
  const columns = roleColumns(
    i18n,
    {
      changeStatus: page.changeStatus,
      edit: (role) => setEditing({ roleId: role.roleId }),
      remove: (role) => void page.remove([role.roleId]),
      dataScope: setScoping,
      assignUsers: (role) => navigate(`/system/role-auth/user/${role.roleId}`),
    },
    fmt,
  );

  return (
    <div className={css.page}>
      <PageHeading />
      <SearchForm
        visible={list.showSearch}
        loading={list.loading}
        onSearch={list.search}
        onReset={list.reset}
      >
        <FormItem label={i18n._({ id: 'pages.org.role.roleName', message: 'Role name' })}>
          <Input
            value={draft.roleName}
            onChange={(roleName) => list.setDraft({ roleName })}
            clearable
          />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.org.role.roleKey', message: 'Permission key' })}>
          <Input
            value={draft.roleKey}
            onChange={(roleKey) => list.setDraft({ roleKey })}
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
        label={i18n._({ id: 'pages.org.role.table', message: 'Roles' })}
        rowKey={(row) => row.roleId}
        rowLabel={(row) => row.roleName}
        selectable={(row) => !isAdminRole(row)}
        buttons={
          <>
            <Can permissions={['system:role:add']}>
              <Button variant="primary" onClick={() => setEditing({ roleId: undefined })}>
                {i18n._({ id: 'pages.org.add', message: 'Add' })}
              </Button>
            </Can>
            <Can permissions={['system:role:edit']}>
              <Button
                disabled={selectedIds.length !== 1}
                onClick={() => setEditing({ roleId: selectedIds[0] })}
              >
                {i18n._({ id: 'pages.org.edit', message: 'Edit' })}
              </Button>
            </Can>
            <Can permissions={['system:role:remove']}>
              <Button
                disabled={selectedIds.length === 0}
                onClick={() => void page.remove(selectedIds)}
              >
                {i18n._({ id: 'pages.org.delete', message: 'Delete' })}
              </Button>
            </Can>
            <Can permissions={['system:role:export']}>
              <Button onClick={() => void page.exportList()}>
                {i18n._({ id: 'pages.org.export', message: 'Export' })}
              </Button>
            </Can>
          </>
        }
      />
      <RoleFormDialog
        open={editing !== null}
        roleId={editing?.roleId}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={(added) => {
          if (added) actions.added();
          else actions.saved();
          void list.reload();
        }}
      />
      <DataScopeDialog
        role={scoping}
        onClose={() => setScoping(null)}
        onSaved={() => void list.reload()}
      />
    </div>
  );
}
