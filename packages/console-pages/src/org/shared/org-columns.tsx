import type { I18n } from '@lingui/core';
import type { DateTimeFormat } from '@wcm/console-core';
import { Can } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { dateTimeColumn } from '../../common/list-page/list-columns';
import { StatusSwitch } from './status-switch';
import * as labels from './org-labels';

/** How {@link statusColumn} draws and changes a row's status. */
export interface StatusColumnOptions<Row> {
  /** Permission that shows the switch; without it the status is text. */
  permission: string;
  /** Accessible name of a row's switch ('Status of ry'). */
  label: (row: Row) => string;
  /** Rows whose status cannot change (the administrator). */
  locked: (row: Row) => boolean;
  /** Asks and saves; resolves false when cancelled or refused. */
  change: (row: Row, enable: boolean) => Promise<boolean>;
}

/** The Status column of users and roles: a switch for who may edit, the status text otherwise. */
export function statusColumn<Row extends { status: string }>(
  i18n: I18n,
  options: StatusColumnOptions<Row>,
): Column<Row> {
  return {
    key: 'status',
    title: i18n._(labels.status),
    render: (row) => (
      <Can
        permissions={[options.permission]}
        fallback={
          row.status === '0'
            ? i18n._({ id: 'pages.org.status.on', message: 'Enabled' })
            : i18n._({ id: 'pages.org.status.off', message: 'Disabled' })
        }
      >
        <StatusSwitch
          status={row.status}
          disabled={options.locked(row)}
          label={options.label(row)}
          onToggle={(enable) => options.change(row, enable)}
        />
      </Can>
    ),
  };
}

/** The sortable Created column. */
export function createdColumn<
  Row extends { createTime?: Parameters<DateTimeFormat['dateTime']>[0] },
>(i18n: I18n, fmt: DateTimeFormat): Column<Row> {
  return dateTimeColumn('createTime', i18n._(labels.created), fmt, { sortable: true });
}
