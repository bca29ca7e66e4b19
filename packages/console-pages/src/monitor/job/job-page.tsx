import type { MessageDescriptor } from '@lingui/core';
import { translate } from '@wcm/console-core';
import { useLingui } from '@lingui/react';
import { Button, Can, DictTag, Switch, useCan } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useDict, useDictOptions } from '../../common/dict';
import { CrudButtons, RowActions } from '../../common/resource';
import { SelectFilter, TextFilter } from '../../common/list-page/filters';
import { ListTable } from '../../common/list-page/list-table';
import { ListToolbar } from '../../common/list-page/list-toolbar';
import * as css from '../../common/list-page/page.css';
import type { SysJob } from '../shared/monitor-types';
import { JobDetailDialog } from './job-detail-dialog';
import { JobDialog } from './job-dialog';
import { useJobPage } from './use-job-page';
import { ListSearch } from '../../common/list-page/list-search';
import { actionsColumn } from '../../common/list-page/row-actions';
import * as labels from './job-labels';

/** Scheduled jobs (`monitor/job/index`): search, list, status switch, add/edit, run, log. */
export function JobPage() {
  const { i18n } = useLingui();
  const page = useJobPage();
  const { list, dialog } = page;
  const { hasPermi } = useCan();
  const canChange = hasPermi(['monitor:job:changeStatus']);
  const groups = useDict('sys_job_group');
  const groupOptions = useDictOptions('sys_job_group');
  const statuses = useDict('sys_job_status');
  const statusOptions = useDictOptions('sys_job_status');
  const t = {
    name: i18n._(labels.jobName),
    group: i18n._(labels.jobGroup),
    status: i18n._(labels.jobStatus),
  };
  const columns: Column<SysJob>[] = [
    { key: 'jobId', title: i18n._({ id: 'pages.monitor.job.jobId', message: 'Job ID' }) },
    { key: 'jobName', title: t.name },
    {
      key: 'jobGroup',
      title: t.group,
      render: (row) => <DictTag options={groups} value={row.jobGroup} />,
    },
    { key: 'invokeTarget', title: i18n._(labels.invokeTarget) },
    { key: 'cronExpression', title: i18n._(labels.cron) },
    {
      key: 'status',
      title: t.status,
      render: (row) => (
        <Switch
          aria-label={i18n._({
            id: 'pages.monitor.job.statusOf',
            message: 'Job {name} running',
            values: { name: row.jobName },
          })}
          value={row.status === '0'}
          disabled={!canChange}
          onChange={(on) => void page.changeStatus(row, on ? '0' : '1')}
        />
      ),
    },
    actionsColumn(i18n._({ id: 'pages.monitor.actions', message: 'Actions' }), (row) => {
      const name = row.jobName;
      const label = (descriptor: MessageDescriptor) => translate(i18n, descriptor, { name });
      return (
        <RowActions
          perm="monitor:job"
          name={name}
          editLabel={label(/*i18n*/ { id: 'pages.monitor.job.editOf', message: 'Edit {name}' })}
          deleteLabel={label(
            /*i18n*/ { id: 'pages.monitor.job.deleteOf', message: 'Delete {name}' },
          )}
          onEdit={() => dialog.edit(row.jobId)}
          onDelete={() => void page.remove([row.jobId])}
          more={[
            {
              permissions: ['monitor:job:changeStatus'],
              label: /*i18n*/ { id: 'pages.monitor.job.runOf', message: 'Run once {name}' },
              text: /*i18n*/ { id: 'pages.monitor.job.run', message: 'Run once' },
              onClick: () => void page.runOnce(row),
            },
            {
              permissions: ['monitor:job:query'],
              label: /*i18n*/ { id: 'pages.monitor.job.detailOf', message: 'Details of {name}' },
              text: /*i18n*/ { id: 'pages.monitor.details', message: 'Details' },
              onClick: () => page.showDetail(row),
            },
            {
              permissions: ['monitor:job:query'],
              label: /*i18n*/ { id: 'pages.monitor.job.logOf', message: 'Log of {name}' },
              text: /*i18n*/ { id: 'pages.monitor.job.log', message: 'Log' },
              onClick: () => page.openLog(row.jobId),
            },
          ]}
        />
      );
    }),
  ];
  return (
    <div className={css.page}>
      <ListSearch list={list}>
        <TextFilter list={list} name="jobName" label={t.name} />
        <SelectFilter list={list} name="jobGroup" label={t.group} options={groupOptions} />
        <SelectFilter list={list} name="status" label={t.status} options={statusOptions} />
      </ListSearch>
      <ListToolbar list={list}>
        <CrudButtons<number>
          perm="monitor:job"
          selected={list.selected as number[]}
          onAdd={dialog.add}
          onEdit={dialog.edit}
          onDelete={(ids) => void page.remove(ids)}
          onExport={() => void page.exportList()}
        />
        <Can permissions={['monitor:job:query']}>
          <Button size="small" onClick={() => page.openLog(0)}>
            {i18n._({ id: 'pages.monitor.job.log', message: 'Log' })}
          </Button>
        </Can>
      </ListToolbar>
      <ListTable<SysJob, typeof list.query.filters>
        list={list}
        columns={columns}
        rowKey={(row) => row.jobId}
        rowLabel={(row) => row.jobName}
        aria-label={i18n._({ id: 'pages.monitor.job.table', message: 'Scheduled jobs' })}
      />
      <JobDialog open={dialog.open} jobId={dialog.id} onClose={dialog.close} onSaved={page.saved} />
      <JobDetailDialog
        job={page.detail}
        onClose={() => page.showDetail(undefined)}
        groups={groups}
        statuses={statuses}
      />
    </div>
  );
}
