import { useLingui } from '@lingui/react';
import { Button, Can, DictTag, SearchForm, useDateTimeFormat } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useDict, useDictOptions } from '../../common/dict';
import { CrudButtons } from '../shared/crud-buttons';
import { DateRangeFilter, SelectFilter, TextFilter } from '../shared/filters';
import { ListTable } from '../../common/list-page/list-table';
import { ListToolbar, toolbarColumns } from '../../common/list-page/list-toolbar';
import * as css from '../../common/list-page/page.css';
import type { SysOperLog } from '../shared/system-types';
import { OperlogDetailDialog } from './operlog-detail-dialog';
import { useOperlogPage } from './use-operlog-page';

/** Operation log: search, list, details, delete, clean and export (`monitor/operlog/index`). */
export function OperlogPage() {
  const { i18n } = useLingui();
  const fmt = useDateTimeFormat();
  const { list, detail, showDetail, remove, clean, exportList } = useOperlogPage();
  const operTypes = useDict('sys_oper_type');
  const operTypeOptions = useDictOptions('sys_oper_type');
  const statuses = useDict('sys_common_status');
  const statusOptions = useDictOptions('sys_common_status');
  const t = {
    module: i18n._({ id: 'pages.system.operlog.module', message: 'Module' }),
    operName: i18n._({ id: 'pages.system.operlog.operName', message: 'Operator' }),
    type: i18n._({ id: 'pages.system.operlog.type', message: 'Type' }),
    status: i18n._({ id: 'pages.system.operlog.status', message: 'Status' }),
    time: i18n._({ id: 'pages.system.operlog.operTime', message: 'Operation time' }),
  };
  const columns: Column<SysOperLog>[] = [
    { key: 'operId', title: i18n._({ id: 'pages.system.operlog.operId', message: 'Log ID' }) },
    { key: 'title', title: t.module },
    {
      key: 'businessType',
      title: t.type,
      render: (row) => <DictTag options={operTypes} value={row.businessType} />,
    },
    { key: 'operName', title: t.operName, sortable: true },
    { key: 'operIp', title: i18n._({ id: 'pages.system.operlog.operIp', message: 'IP address' }) },
    {
      key: 'operLocation',
      title: i18n._({ id: 'pages.system.operlog.location', message: 'Location' }),
    },
    {
      key: 'status',
      title: t.status,
      render: (row) => <DictTag options={statuses} value={row.status} />,
    },
    {
      key: 'operTime',
      title: t.time,
      sortable: true,
      render: (row) => fmt.dateTime(row.operTime),
    },
    {
      key: 'costTime',
      title: i18n._({ id: 'pages.system.operlog.costTime', message: 'Duration' }),
      sortable: true,
      render: (row) =>
        i18n._({ id: 'pages.system.operlog.ms', message: '{ms} ms', values: { ms: row.costTime } }),
    },
    {
      key: 'actions',
      title: i18n._({ id: 'pages.system.actions', message: 'Actions' }),
      fixed: 'right',
      render: (row) => (
        <Can permissions={['monitor:operlog:query']}>
          <Button
            size="small"
            aria-label={i18n._({
              id: 'pages.system.operlog.detailOf',
              message: 'Details of log {id}',
              values: { id: row.operId },
            })}
            onClick={() => showDetail(row)}
          >
            {i18n._({ id: 'pages.system.operlog.detailButton', message: 'Details' })}
          </Button>
        </Can>
      ),
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
        <TextFilter list={list} name="title" label={t.module} />
        <TextFilter list={list} name="operName" label={t.operName} />
        <SelectFilter list={list} name="businessType" label={t.type} options={operTypeOptions} />
        <SelectFilter list={list} name="status" label={t.status} options={statusOptions} />
        <DateRangeFilter list={list} label={t.time} />
      </SearchForm>
      <ListToolbar list={list} columns={toolbarColumns(columns, list.hiddenColumns)}>
        <CrudButtons<number>
          perm="monitor:operlog"
          selected={list.selected as number[]}
          onDelete={(ids) => void remove(ids)}
          onExport={() => void exportList()}
        />
        <Can permissions={['monitor:operlog:remove']}>
          <Button size="small" onClick={() => void clean()}>
            {i18n._({ id: 'pages.system.clean', message: 'Clear' })}
          </Button>
        </Can>
      </ListToolbar>
      <ListTable<SysOperLog, typeof list.query.filters>
        list={list}
        columns={columns}
        rowKey={(row) => row.operId}
        rowLabel={(row) => `${row.title} ${row.operId}`}
        aria-label={i18n._({ id: 'pages.system.operlog.table', message: 'Operation log' })}
      />
      <OperlogDetailDialog
        log={detail}
        onClose={() => showDetail(undefined)}
        operTypes={operTypes}
      />
    </div>
  );
}
