import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  DataTable,
  Dialog,
  FormItem,
  Input,
  Pagination,
  SearchForm,
  useConsole,
  useDateTimeFormat,
} from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import type { DateTimeFormat } from '@wcm/console-core';
import * as css from '../shared/org.css';
import { idList, type SysUser } from '../shared/org-types';
import { useResourceNotices } from '../../common/resource';
import { usePickerList } from '../../common/list-page/use-picker-list';
import * as labels from '../shared/org-labels';

/** Props of {@link SelectUserDialog}. */
export interface SelectUserDialogProps {
  open: boolean;
  roleId: number;
  onOpenChange: (open: boolean) => void;
  onAssigned: () => void;
}

const EMPTY = { userName: '', phonenumber: '' };

/** Picks users who do not hold the role yet and gives it to them (`authUser/selectAll`). */
export function SelectUserDialog({
  open,
  roleId,
  onOpenChange,
  onAssigned,
}: SelectUserDialogProps) {
  const { i18n } = useLingui();
  const fmt = useDateTimeFormat();
  const wcm = useConsole();
  const actions = useResourceNotices();
  const picker = usePickerList<typeof EMPTY, SysUser>({
    open,
    empty: EMPTY,
    pageSize: 10,
    fetch: (query) =>
      wcm.call(
        wcm.api.GET('/system/role/authUser/unallocatedList', {
          params: { query: { roleId, ...query } },
        }),
      ),
  });
  const { draft, selected } = picker;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width={800}
      title={i18n._({ id: 'pages.org.authUser.selectTitle', message: 'Select users' })}
      confirmDisabled={selected.length === 0}
      onConfirm={async () => {
        await wcm.call(
          wcm.api.PUT('/system/role/authUser/selectAll', {
            params: { query: { roleId, userIds: idList(selected) } },
          }),
        );
        actions.success(
          i18n._({ id: 'pages.org.authUser.assigned', message: 'Users assigned successfully' }),
        );
        onAssigned();
        return true;
      }}
    >
      <div className={css.main}>
        <SearchForm onSearch={picker.search} onReset={picker.reset}>
          <FormItem label={i18n._(labels.userName)}>
            <Input value={draft.userName} onChange={(userName) => picker.setDraft({ userName })} />
          </FormItem>
          <FormItem label={i18n._(labels.phone)}>
            <Input
              value={draft.phonenumber}
              onChange={(phonenumber) => picker.setDraft({ phonenumber })}
            />
          </FormItem>
        </SearchForm>
        <DataTable<SysUser>
          aria-label={i18n._({
            id: 'pages.org.authUser.candidates',
            message: 'Users without the role',
          })}
          rows={picker.rows}
          rowKey={(u) => u.userId}
          rowLabel={(u) => u.userName}
          loading={picker.loading}
          selection={{ selected, onChange: picker.setSelected }}
          columns={userBriefColumns(i18n, fmt)}
        />
        <Pagination
          total={picker.total}
          pageNum={picker.pageNum}
          pageSize={picker.pageSize}
          autoScroll={false}
          onChange={picker.setPage}
        />
      </div>
    </Dialog>
  );
}

/** The user columns of the assign-users screens. */
export function userBriefColumns(i18n: I18n, fmt: DateTimeFormat): Column<SysUser>[] {
  return [
    { key: 'userName', title: i18n._(labels.userName) },
    { key: 'nickName', title: i18n._(labels.nickName) },
    { key: 'email', title: i18n._(labels.email) },
    { key: 'phonenumber', title: i18n._(labels.phone) },
    {
      key: 'status',
      title: i18n._(labels.status),
      render: (u) =>
        u.status === '0'
          ? i18n._({ id: 'pages.org.status.on', message: 'Enabled' })
          : i18n._({ id: 'pages.org.status.off', message: 'Disabled' }),
    },
    { key: 'createTime', title: i18n._(labels.created), render: (u) => fmt.dateTime(u.createTime) },
  ];
}
