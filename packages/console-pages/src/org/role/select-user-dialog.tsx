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
import type { Column, Key } from '@wcm/console-ui';
import type { DateTimeFormat } from '@wcm/console-core';
import { useEffect, useState } from 'react';
import * as css from '../shared/org.css';
import { idList, type SysUser } from '../shared/org-types';
import { useResourceNotices } from '../../common/resource';
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
  const [draft, setDraft] = useState(EMPTY);
  const [query, setQuery] = useState({ ...EMPTY, pageNum: 1, pageSize: 10 });
  const [rows, setRows] = useState<SysUser[]>([]);
  const [total, setTotal] = useState(0);
  const [selected, setSelected] = useState<Key[]>([]);
  // The query whose answer is shown; loading while it differs from the current one.
  const [loadedFor, setLoadedFor] = useState<typeof query | null>(null);
  const loading = open && loadedFor !== query;

  // Each opening starts from a blank search (React's 'adjust state on prop change' pattern).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setSelected([]);
      setDraft(EMPTY);
      setQuery({ ...EMPTY, pageNum: 1, pageSize: 10 });
    }
  }

  useEffect(() => {
    if (!open) return;
    let alive = true;
    wcm
      .call(
        wcm.api.GET('/system/role/authUser/unallocatedList', {
          params: {
            query: {
              roleId,
              pageNum: query.pageNum,
              pageSize: query.pageSize,
              ...(query.userName ? { userName: query.userName } : {}),
              ...(query.phonenumber ? { phonenumber: query.phonenumber } : {}),
            },
          },
        }),
      )
      .then((body) => {
        if (!alive) return;
        setRows(body.rows);
        setTotal(body.total);
      })
      .catch(() => undefined) // shown by wcm.call
      .finally(() => alive && setLoadedFor(query));
    return () => {
      alive = false;
    };
  }, [open, wcm, roleId, query]);

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
        <SearchForm
          onSearch={() => setQuery({ ...draft, pageNum: 1, pageSize: query.pageSize })}
          onReset={() => {
            setDraft(EMPTY);
            setQuery({ ...EMPTY, pageNum: 1, pageSize: query.pageSize });
          }}
        >
          <FormItem label={i18n._(labels.userName)}>
            <Input
              value={draft.userName}
              onChange={(userName) => setDraft((d) => ({ ...d, userName }))}
            />
          </FormItem>
          <FormItem label={i18n._(labels.phone)}>
            <Input
              value={draft.phonenumber}
              onChange={(phonenumber) => setDraft((d) => ({ ...d, phonenumber }))}
            />
          </FormItem>
        </SearchForm>
        <DataTable<SysUser>
          aria-label={i18n._({
            id: 'pages.org.authUser.candidates',
            message: 'Users without the role',
          })}
          rows={rows}
          rowKey={(u) => u.userId}
          rowLabel={(u) => u.userName}
          loading={loading}
          selection={{ selected, onChange: setSelected }}
          columns={userBriefColumns(i18n, fmt)}
        />
        <Pagination
          total={total}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          autoScroll={false}
          onChange={(pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum, pageSize }))}
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
