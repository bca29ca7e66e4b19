import { useLingui } from '@lingui/react';
import { Button, Can, DictTag, SearchForm, useDateTimeFormat } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useDict, useDictOptions } from '../../common/dict';
import { CrudButtons } from '../shared/crud-buttons';
import { DateRangeFilter, SelectFilter, TextFilter } from '../shared/filters';
import { ListTable } from '../../common/list-page/list-table';
import { ListToolbar, toolbarColumns } from '../../common/list-page/list-toolbar';
import * as css from '../../common/list-page/page.css';
import type { SysLogininfor } from '../shared/system-types';
import { useLogininforPage } from './use-logininfor-page';

/** Sign-in log: search, list, delete, clean, unlock an account, export (`monitor/logininfor/index`). */
export function LogininforPage() {
  const { i18n } = useLingui();
  const fmt = useDateTimeFormat();
  const { list, remove, clean, unlock, exportList } = useLogininforPage();
  const statuses = useDict('sys_common_status');
  const statusOptions = useDictOptions('sys_common_status');
  const selectedRows = list.rows.filter((row) => list.selected.includes(row.infoId));
  const single = selectedRows.length === 1 ? selectedRows[0] : undefined;
  const t = {
    user: i18n._({ id: 'pages.system.logininfor.userName', message: 'User name' }),
    ip: i18n._({ id: 'pages.system.logininfor.ipaddr', message: 'IP address' }),
    status: i18n._({ id: 'pages.system.status', message: 'Status' }),
    time: i18n._({ id: 'pages.system.logininfor.loginTime', message: 'Sign-in time' }),
  };
  const columns: Column<SysLogininfor>[] = [
    { key: 'infoId', title: i18n._({ id: 'pages.system.logininfor.infoId', message: 'Log ID' }) },
    { key: 'userName', title: t.user, sortable: true },
    { key: 'ipaddr', title: t.ip },
    {
      key: 'loginLocation',
      title: i18n._({ id: 'pages.system.logininfor.location', message: 'Location' }),
    },
    {
      key: 'browser',
      title: i18n._({ id: 'pages.system.logininfor.browser', message: 'Browser' }),
    },
    { key: 'os', title: i18n._({ id: 'pages.system.logininfor.os', message: 'Operating system' }) },
    {
      key: 'status',
      title: t.status,
      render: (row) => <DictTag options={statuses} value={row.status} />,
    },
    { key: 'msg', title: i18n._({ id: 'pages.system.logininfor.msg', message: 'Message' }) },
    {
      key: 'loginTime',
      title: t.time,
      sortable: true,
      render: (row) => fmt.dateTime(row.loginTime),
    },
  ];
  return (
    <div className={css.page}>
      <SearchForm
        visible={list.showSearch}
        loading={list.loading}
        onSearch={list.search}
        onReset={list.reset}
      >
        <TextFilter list={list} name="ipaddr" label={t.ip} />
        <TextFilter list={list} name="userName" label={t.user} />
        <SelectFilter list={list} name="status" label={t.status} options={statusOptions} />
        <DateRangeFilter list={list} label={t.time} />
      </SearchForm>
      <ListToolbar list={list} columns={toolbarColumns(columns, list.hiddenColumns)}>
        <CrudButtons<number>
          perm="monitor:logininfor"
          selected={list.selected as number[]}
          onDelete={(ids) => void remove(ids)}
        />
        <Can permissions={['monitor:logininfor:remove']}>
          <Button size="small" onClick={() => void clean()}>
            {i18n._({ id: 'pages.system.clean', message: 'Clear' })}
          </Button>
        </Can>
        <Can permissions={['monitor:logininfor:unlock']}>
          <Button
            size="small"
            disabled={!single}
            onClick={() => single && void unlock(single.userName)}
          >
            {i18n._({ id: 'pages.system.logininfor.unlock', message: 'Unlock' })}
          </Button>
        </Can>
        <CrudButtons<number>
          perm="monitor:logininfor"
          selected={list.selected as number[]}
          onExport={() => void exportList()}
        />
      </ListToolbar>
      <ListTable<SysLogininfor, typeof list.query.filters>
        list={list}
        columns={columns}
        rowKey={(row) => row.infoId}
        rowLabel={(row) => `${row.userName} ${row.infoId}`}
        aria-label={i18n._({ id: 'pages.system.logininfor.table', message: 'Sign-in log' })}
      />
    </div>
  );
}
