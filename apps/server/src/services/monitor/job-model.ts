import { auditView, formatDateTime } from '../../lib/date-format';
import type { MessageKey } from '../../i18n/messages';
import type { sysJob, sysJobLog } from '../../db/schema/monitor';
import { checkCron, MIN_INTERVAL_MS, nextRun } from './cron';
import { parseInvokeTarget } from './invoke-target';
import { checkArgs, jobRegistry } from './job-registry';
import type { RequestBody } from '../../plugins/contract';

/** A job as clients send it (the contract checks lengths and enums). */
export type JobBody = RequestBody<'MonitorJobBody'>;

/** A refusal: message key and its arguments. */
export type Refusal = [MessageKey, ...Array<string | number>];

/** Checks the invoke target and cron of a job; undefined when both are acceptable. */
export function checkJob(
  body: Pick<JobBody, 'invokeTarget' | 'cronExpression'>,
  at: number,
): Refusal | undefined {
  const problem = checkCron(body.cronExpression, new Date(at));
  if (problem === 'invalid') return ['monitor.job.cronInvalid'];
  if (problem === 'never') return ['monitor.job.cronNever'];
  if (problem === 'tooFrequent') return ['monitor.job.cronTooFrequent', MIN_INTERVAL_MS / 1000];
  const target = parseInvokeTarget(body.invokeTarget);
  if (!target) return ['monitor.job.badTarget'];
  const handler = jobRegistry.get(target.handler);
  if (!handler)
    return ['monitor.job.unknownHandler', target.handler, [...jobRegistry.keys()].join(', ')];
  const misfit = checkArgs(handler, target.args);
  if (misfit) return ['monitor.job.badArgument', misfit, target.handler];
  return undefined;
}

/** The columns a client may set, picked one by one (no mass assignment). */
export const pickJob = (body: JobBody) => ({
  jobName: body.jobName.trim(),
  jobGroup: body.jobGroup ?? 'DEFAULT',
  invokeTarget: body.invokeTarget.trim(),
  cronExpression: body.cronExpression.trim(),
  misfirePolicy: body.misfirePolicy ?? '3',
  concurrent: body.concurrent ?? '1',
  status: body.status ?? '0',
  remark: body.remark ?? '',
});

/** SysJob on the wire (contract 5.12); `nextValidTime` from the cron expression. */
export const jobView = (row: typeof sysJob.$inferSelect, at: number) => ({
  jobId: row.jobId,
  jobName: row.jobName,
  jobGroup: row.jobGroup,
  invokeTarget: row.invokeTarget,
  cronExpression: row.cronExpression,
  misfirePolicy: row.misfirePolicy,
  concurrent: row.concurrent,
  status: row.status,
  nextValidTime: formatDateTime(nextRun(row.cronExpression, new Date(at))),
  ...auditView(row),
  remark: row.remark,
});

/** SysJobLog on the wire (contract 5.12). */
export const jobLogView = (row: typeof sysJobLog.$inferSelect) => ({
  jobLogId: row.jobLogId,
  jobId: row.jobId,
  jobName: row.jobName,
  jobGroup: row.jobGroup,
  invokeTarget: row.invokeTarget,
  jobMessage: row.jobMessage,
  status: row.status,
  exceptionInfo: row.exceptionInfo,
  startTime: formatDateTime(row.startTime),
  endTime: formatDateTime(row.endTime),
  createTime: formatDateTime(row.createTime),
});

/** Labels of the job export's columns that no dictionary holds (RuoYi's texts). */
export const JOB_LABELS = {
  misfire: { '0': '默认', '1': '立即触发执行', '2': '触发一次执行', '3': '不触发立即执行' },
  concurrent: { '0': '允许', '1': '禁止' },
};
