import { useLingui } from '@lingui/react';
import { DictTag } from '@wcm/console-ui';
import type { DictEntry } from '@wcm/console-core';
import { DetailsDialog } from '../../common/resource';
import type { SysJob } from '../shared/monitor-types';
import * as labels from './job-labels';

/** Props of {@link JobDetailDialog}. */
export interface JobDetailDialogProps {
  job: SysJob | undefined;
  onClose: () => void;
  groups: readonly DictEntry[];
  statuses: readonly DictEntry[];
}

/** Read-only details of one job. */
export function JobDetailDialog({ job, onClose, groups, statuses }: JobDetailDialogProps) {
  const { i18n } = useLingui();
  const misfire: Record<string, string> = {
    '0': i18n._({ id: 'pages.monitor.job.misfire0', message: 'Default' }),
    '1': i18n._({ id: 'pages.monitor.job.misfire1', message: 'Run immediately' }),
    '2': i18n._({ id: 'pages.monitor.job.misfire2', message: 'Run once' }),
    '3': i18n._({ id: 'pages.monitor.job.misfire3', message: 'Give up' }),
  };
  return (
    <DetailsDialog
      row={job}
      onClose={onClose}
      width={700}
      title={i18n._({ id: 'pages.monitor.job.detail', message: 'Job details' })}
      items={(job) => [
        { label: i18n._({ id: 'pages.monitor.job.jobId', message: 'Job ID' }), value: job.jobId },
        {
          label: i18n._(labels.jobGroup),
          value: <DictTag options={groups} value={job.jobGroup} />,
        },
        { label: i18n._(labels.jobName), value: job.jobName },
        {
          label: i18n._({ id: 'pages.monitor.job.createTime', message: 'Created' }),
          value: job.createTime ?? '',
        },
        { label: i18n._(labels.cron), value: job.cronExpression },
        {
          label: i18n._({ id: 'pages.monitor.job.nextValidTime', message: 'Next run' }),
          value: job.nextValidTime ?? '',
        },
        { label: i18n._(labels.invokeTarget), value: job.invokeTarget, span: 2 },
        {
          label: i18n._(labels.jobStatus),
          value: <DictTag options={statuses} value={job.status} />,
        },
        {
          label: i18n._({ id: 'pages.monitor.job.concurrent', message: 'Concurrent' }),
          value:
            job.concurrent === '0'
              ? i18n._({ id: 'pages.monitor.job.allow', message: 'Allow' })
              : i18n._({ id: 'pages.monitor.job.forbid', message: 'Forbid' }),
        },
        {
          label: i18n._({ id: 'pages.monitor.job.misfire', message: 'Misfire policy' }),
          value: misfire[job.misfirePolicy] ?? job.misfirePolicy,
        },
      ]}
    />
  );
}
