import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDialogTarget } from '../../common/list-page/use-record-form';
import { useResourceList, useResourceNotices } from '../../common/resource';
import { resourceApi } from '../../common/resource/resource-api';
import type { SysJob } from '../shared/monitor-types';

/** Filters of the job list, as kept in the URL. */
export const JOB_FILTERS = { jobName: '', jobGroup: '', status: '' };

/** Path of a job's log page (`0` = every job's log, as RuoYi's toolbar button opens it). */
export function jobLogPath(jobId: number): string {
  return `/monitor/job-log/index/${jobId}`;
}

/** Controller of the job page: list, status switch, add/edit, run once, delete, export, details. */
export function useJobPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useResourceNotices();
  const navigate = useNavigate();
  const dialog = useDialogTarget<number>();
  const [detail, setDetail] = useState<SysJob | undefined>(undefined);
  const list = useResourceList('/monitor/job', JOB_FILTERS);

  const changeStatus = async (job: SysJob, status: '0' | '1') => {
    const text =
      status === '0'
        ? i18n._({
            id: 'pages.monitor.job.resumeConfirm',
            message: 'Are you sure you want to resume the job "{name}"?',
            values: { name: job.jobName },
          })
        : i18n._({
            id: 'pages.monitor.job.pauseConfirm',
            message: 'Are you sure you want to pause the job "{name}"?',
            values: { name: job.jobName },
          });
    const put = () =>
      wcm.call(wcm.api.PUT('/monitor/job/changeStatus', { body: { jobId: job.jobId, status } }));
    const done =
      status === '0'
        ? i18n._({ id: 'pages.monitor.job.resumed', message: 'Resumed successfully' })
        : i18n._({ id: 'pages.monitor.job.pausedDone', message: 'Paused successfully' });
    if (await actions.confirmSendAndSay(text, put, done)) await list.reload();
  };

  const runOnce = async (job: SysJob) => {
    const question = i18n._({
      id: 'pages.monitor.job.runConfirm',
      message: 'Are you sure you want to run the job "{name}" once now?',
      values: { name: job.jobName },
    });
    const run = () =>
      wcm.call(
        wcm.api.PUT('/monitor/job/run', { body: { jobId: job.jobId, jobGroup: job.jobGroup } }),
      );
    const done = i18n._({ id: 'pages.monitor.job.ran', message: 'Run successfully' });
    await actions.confirmSendAndSay(question, run, done);
  };

  const remove = async (ids: readonly number[]) => {
    const what = i18n._({ id: 'pages.monitor.job.noun', message: 'job' });
    const send = (jobIds: string) =>
      wcm.call(wcm.api.DELETE('/monitor/job/{jobIds}', { params: { path: { jobIds } } }));
    if (await actions.deleteIds(what, ids, send)) await list.reload();
  };

  const exportList = () => resourceApi(wcm, '/monitor/job').exportList(list.query.filters, 'job');

  return {
    list,
    dialog,
    detail,
    showDetail: setDetail,
    changeStatus,
    runOnce,
    remove,
    exportList,
    openLog: (jobId: number) => navigate(jobLogPath(jobId)),
    saved: () => {
      dialog.close();
      void list.reload();
    },
  };
}
