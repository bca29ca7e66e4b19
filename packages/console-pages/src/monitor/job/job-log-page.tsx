import { useLingui } from '@lingui/react';
import { Button, DictTag, useDateTimeFormat } from '@wcm/console-ui';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useDict } from '../../common/dict';
import * as css from '../../common/list-page/page.css';
import {
  DetailsDialog,
  logListParts,
  ResourcePage,
  useDetailsDescriptor,
  type ResourceDescriptor,
} from '../../common/resource';
import { timeColumn } from '../../common/columns';
import type { SysJobLog } from '../shared/monitor-types';
import * as labels from './job-labels';

/** The job of `/monitor/job-log/index/:jobId`; undefined for `0` (every job). */
export function jobIdParam(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

const status = /*i18n*/ { id: 'pages.monitor.jobLog.status', message: 'Run status' };
const message = /*i18n*/ { id: 'pages.monitor.jobLog.message', message: 'Log message' };
const time = /*i18n*/ { id: 'pages.monitor.jobLog.time', message: 'Run time' };
const logId = /*i18n*/ { id: 'pages.monitor.jobLog.id', message: 'Log ID' };

/** Scheduler log: runs, details (`showDetail`), delete, clear, export. */
export function jobLogDescriptor(
  showDetail: (row: SysJobLog) => void,
): ResourceDescriptor<SysJobLog> {
  return {
    path: '/monitor/jobLog',
    permission: 'monitor:job',
    id: 'jobLogId',
    rowName: (row) => `${row.jobName} ${row.jobLogId}`,
    title: /*i18n*/ { id: 'pages.monitor.jobLog.table', message: 'Scheduler log' },
    noun: /*i18n*/ { id: 'pages.monitor.jobLog.noun', message: 'job log' },
    exportName: 'job_log',
    filters: [
      { kind: 'text', name: 'jobName', label: labels.jobName },
      { kind: 'select', name: 'jobGroup', label: labels.jobGroup, dict: 'sys_job_group' },
      { kind: 'select', name: 'status', label: status, dict: 'sys_common_status' },
      { kind: 'dateRange', label: time },
    ],
    columns: [
      { key: 'jobLogId', title: logId },
      { key: 'jobName', title: labels.jobName },
      { key: 'jobGroup', title: labels.jobGroup, dict: 'sys_job_group' },
      { key: 'invokeTarget', title: labels.invokeTarget },
      { key: 'jobMessage', title: message },
      { key: 'status', title: status, dict: 'sys_common_status' },
      timeColumn('createTime', time, { sortable: false }),
    ],
    ...logListParts({
      clean: '/monitor/jobLog/clean',
      question: /*i18n*/ {
        id: 'pages.monitor.jobLog.cleanConfirm',
        message: 'Are you sure you want to clear all scheduler log entries?',
      },
      showDetail,
    }),
  };
}

/** Read-only details of one run. */
function JobLogDetailDialog({ log, onClose }: { log: SysJobLog | undefined; onClose: () => void }) {
  const { i18n } = useLingui();
  const format = useDateTimeFormat();
  const groups = useDict('sys_job_group');
  const statuses = useDict('sys_common_status');
  return (
    <DetailsDialog
      row={log}
      onClose={onClose}
      width={700}
      title={i18n._({ id: 'pages.monitor.jobLog.detail', message: 'Scheduler log details' })}
      items={(log) => {
        const at = log.createTime ?? log.startTime;
        return [
          { label: i18n._(logId), value: log.jobLogId },
          { label: i18n._(time), value: at ? format.dateTime(at) : '' },
          { label: i18n._(labels.jobName), value: log.jobName },
          {
            label: i18n._(labels.jobGroup),
            value: <DictTag options={groups} value={log.jobGroup} />,
          },
          { label: i18n._(labels.invokeTarget), value: log.invokeTarget, span: 2 },
          { label: i18n._(message), value: log.jobMessage, span: 2 },
          { label: i18n._(status), value: <DictTag options={statuses} value={log.status} /> },
          ...(log.status === '1'
            ? [
                {
                  label: i18n._({ id: 'pages.monitor.jobLog.exception', message: 'Exception' }),
                  value: <pre className={css.pre}>{log.exceptionInfo}</pre>,
                  span: 2,
                },
              ]
            : []),
        ];
      }}
    />
  );
}

/** Scheduler log (`monitor/job/log` at `/monitor/job-log/index/:jobId`). */
export function JobLogPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const jobId = jobIdParam(useParams().jobId);
  const { descriptor, shown, close } = useDetailsDescriptor(jobLogDescriptor);
  const query = useMemo(() => (jobId ? { jobId: String(jobId) } : undefined), [jobId]);
  return (
    <>
      <ResourcePage key={jobId ?? 'all'} descriptor={descriptor} {...(query ? { query } : {})}>
        <Button size="small" onClick={() => navigate('/monitor/job')}>
          {i18n._({ id: 'pages.monitor.close', message: 'Close' })}
        </Button>
      </ResourcePage>
      <JobLogDetailDialog log={shown} onClose={close} />
    </>
  );
}
