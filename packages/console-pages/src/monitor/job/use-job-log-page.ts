import { useLingui } from '@lingui/react';
import type { paths } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useListController } from '../../common/list';
import { exportFilters, exportName, idList } from '../../common/wire';
import { useActions } from '../shared/use-actions';
import type { SysJobLog } from '../shared/monitor-types';

type Query = NonNullable<paths['/monitor/jobLog/list']['get']['parameters']['query']>;

/** Filters of the job log, as kept in the URL. */
export const JOB_LOG_FILTERS = {
  jobName: '',
  jobGroup: '',
  status: '',
  beginTime: '',
  endTime: '',
};

/** The job of `/monitor/job-log/index/:jobId`; undefined for `0` (every job). */
export function jobIdParam(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Controller of the job log page: runs of one job (or all), details, delete, clean, export. */
export function useJobLogPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useActions();
  const navigate = useNavigate();
  const jobId = jobIdParam(useParams().jobId);
  const [detail, setDetail] = useState<SysJobLog | undefined>(undefined);
  const list = useListController<SysJobLog, typeof JOB_LOG_FILTERS>({
    defaults: JOB_LOG_FILTERS,
    load: async (request) => {
      const query = { ...request, ...(jobId ? { jobId: String(jobId) } : {}) } as Query;
      const body = await wcm.call(wcm.api.GET('/monitor/jobLog/list', { params: { query } }));
      return { rows: body.rows, total: body.total };
    },
  });

  const remove = async (ids: readonly number[]) => {
    if (ids.length === 0) return;
    const what = i18n._({ id: 'pages.monitor.jobLog.noun', message: 'job log' });
    if (!(await actions.confirmDelete(what, idList(ids)))) return;
    try {
      await wcm.call(
        wcm.api.DELETE('/monitor/jobLog/{jobLogIds}', {
          params: { path: { jobLogIds: idList(ids) } },
        }),
      );
    } catch {
      return;
    }
    actions.deleted();
    await list.reload();
  };

  const clean = async () => {
    const ok = await actions.confirm(
      i18n._({
        id: 'pages.monitor.jobLog.cleanConfirm',
        message: 'Are you sure you want to clear all scheduler log entries?',
      }),
    );
    if (!ok) return;
    try {
      await wcm.call(wcm.api.DELETE('/monitor/jobLog/clean'));
    } catch {
      return;
    }
    actions.cleaned();
    await list.reload();
  };

  const exportList = () =>
    wcm.download.post(
      '/monitor/jobLog/export',
      { ...exportFilters(list.query.filters), ...(jobId ? { jobId: String(jobId) } : {}) },
      exportName('job_log'),
    );

  return {
    jobId,
    list,
    detail,
    showDetail: setDetail,
    remove,
    clean,
    exportList,
    close: () => navigate('/monitor/job'),
  };
}
