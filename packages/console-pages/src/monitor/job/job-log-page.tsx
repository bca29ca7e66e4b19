import { useLingui } from '@lingui/react';
import { Button, Can, Descriptions, Dialog, DictTag, SearchForm } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useDict, useDictOptions } from '../../common/dict';
import { CrudButtons } from '../shared/crud-buttons';
import { DateRangeFilter, SelectFilter, TextFilter } from '../shared/filters';
import { ListTable } from '../../common/list-page/list-table';
import { ListToolbar } from '../../common/list-page/list-toolbar';
import * as css from '../../common/list-page/page.css';
import type { SysJobLog } from '../shared/monitor-types';
import { useJobLogPage } from './use-job-log-page';

/** Scheduler log (`monitor/job/log` at `/monitor/job-log/index/:jobId`). */
export function JobLogPage() {
  const { i18n } = useLingui();
  const page = useJobLogPage();
  const { list } = page;
  const groups = useDict('sys_job_group');
  const groupOptions = useDictOptions('sys_job_group');
  const statuses = useDict('sys_common_status');
  const statusOptions = useDictOptions('sys_common_status');
  const t = {
    name: i18n._({ id: 'pages.monitor.job.jobName', message: 'Job name' }),
    group: i18n._({ id: 'pages.monitor.job.jobGroup', message: 'Job group' }),
    status: i18n._({ id: 'pages.monitor.jobLog.status', message: 'Run status' }),
    target: i18n._({ id: 'pages.monitor.job.invokeTarget', message: 'Invoke target' }),
    message: i18n._({ id: 'pages.monitor.jobLog.message', message: 'Log message' }),
    time: i18n._({ id: 'pages.monitor.jobLog.time', message: 'Run time' }),
  };
  const columns: Column<SysJobLog>[] = [
    { key: 'jobLogId', title: i18n._({ id: 'pages.monitor.jobLog.id', message: 'Log ID' }) },
    { key: 'jobName', title: t.name },
    {
      key: 'jobGroup',
      title: t.group,
      render: (row) => <DictTag options={groups} value={row.jobGroup} />,
    },
    { key: 'invokeTarget', title: t.target },
    { key: 'jobMessage', title: t.message },
    {
      key: 'status',
      title: t.status,
      render: (row) => <DictTag options={statuses} value={row.status} />,
    },
    { key: 'createTime', title: t.time, render: (row) => row.createTime ?? row.startTime ?? '' },
    {
      key: 'actions',
      title: i18n._({ id: 'pages.monitor.actions', message: 'Actions' }),
      fixed: 'right',
      render: (row) => (
        <Can permissions={['monitor:job:query']}>
          <Button
            size="small"
            aria-label={i18n._({
              id: 'pages.monitor.jobLog.detailOf',
              message: 'Details of log {id}',
              values: { id: row.jobLogId },
            })}
            onClick={() => page.showDetail(row)}
          >
            {i18n._({ id: 'pages.monitor.details', message: 'Details' })}
          </Button>
        </Can>
      ),
    },
  ];
  const d = page.detail;
  return (
    <div className={css.page}>
      <SearchForm
        visible={list.showSearch}
        loading={list.loading}
        onSearch={list.search}
        onReset={list.reset}
      >
        <TextFilter list={list} name="jobName" label={t.name} />
        <SelectFilter list={list} name="jobGroup" label={t.group} options={groupOptions} />
        <SelectFilter list={list} name="status" label={t.status} options={statusOptions} />
        <DateRangeFilter list={list} label={t.time} />
      </SearchForm>
      <ListToolbar list={list}>
        <CrudButtons<number>
          perm="monitor:job"
          selected={list.selected as number[]}
          onDelete={(ids) => void page.remove(ids)}
          onExport={() => void page.exportList()}
        />
        <Can permissions={['monitor:job:remove']}>
          <Button size="small" onClick={() => void page.clean()}>
            {i18n._({ id: 'pages.monitor.clean', message: 'Clear' })}
          </Button>
        </Can>
        <Button size="small" onClick={page.close}>
          {i18n._({ id: 'pages.monitor.close', message: 'Close' })}
        </Button>
      </ListToolbar>
      <ListTable<SysJobLog, typeof list.query.filters>
        list={list}
        columns={columns}
        rowKey={(row) => row.jobLogId}
        rowLabel={(row) => `${row.jobName} ${row.jobLogId}`}
        aria-label={i18n._({ id: 'pages.monitor.jobLog.table', message: 'Scheduler log' })}
      />
      <Dialog
        open={d !== undefined}
        onOpenChange={(next) => !next && page.showDetail(undefined)}
        width={700}
        title={i18n._({ id: 'pages.monitor.jobLog.detail', message: 'Scheduler log details' })}
        footer={null}
      >
        {d ? (
          <Descriptions
            columns={2}
            bordered
            items={[
              {
                label: i18n._({ id: 'pages.monitor.jobLog.id', message: 'Log ID' }),
                value: d.jobLogId,
              },
              { label: t.time, value: d.createTime ?? d.startTime ?? '' },
              { label: t.name, value: d.jobName },
              { label: t.group, value: <DictTag options={groups} value={d.jobGroup} /> },
              { label: t.target, value: d.invokeTarget, span: 2 },
              { label: t.message, value: d.jobMessage, span: 2 },
              { label: t.status, value: <DictTag options={statuses} value={d.status} /> },
              ...(d.status === '1'
                ? [
                    {
                      label: i18n._({ id: 'pages.monitor.jobLog.exception', message: 'Exception' }),
                      value: <pre className={css.pre}>{d.exceptionInfo}</pre>,
                      span: 2,
                    },
                  ]
                : []),
            ]}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
