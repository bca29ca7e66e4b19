import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useConsole, useDateTimeFormat } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import type { DateTimeFormat } from '@wcm/console-core';
import { idList, type SysUser } from '../shared/org-types';
import { PickerDialog } from '../../common/list-page/picker-dialog';
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
  return (
    <PickerDialog<typeof EMPTY, SysUser>
      open={open}
      onClose={() => onOpenChange(false)}
      title={i18n._({ id: 'pages.org.authUser.selectTitle', message: 'Select users' })}
      empty={EMPTY}
      fields={{ userName: i18n._(labels.userName), phonenumber: i18n._(labels.phone) }}
      fetch={(query) =>
        wcm.call(
          wcm.api.GET('/system/role/authUser/unallocatedList', {
            params: { query: { roleId, ...query } },
          }),
        )
      }
      label={i18n._({ id: 'pages.org.authUser.candidates', message: 'Users without the role' })}
      columns={userBriefColumns(i18n, fmt)}
      rowKey={(u) => u.userId}
      rowLabel={(u) => u.userName}
      send={(selected) =>
        wcm.call(
          wcm.api.PUT('/system/role/authUser/selectAll', {
            params: { query: { roleId, userIds: idList(selected) } },
          }),
        )
      }
      done={i18n._({ id: 'pages.org.authUser.assigned', message: 'Users assigned successfully' })}
      onDone={onAssigned}
    />
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
