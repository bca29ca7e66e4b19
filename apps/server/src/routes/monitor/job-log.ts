import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type sysJob, sysJobLog } from '../../db/schema/monitor';
import { contains, defineLogResource, equals } from '../../resources';
import { jobLogView } from '../../services/monitor/job-model';

/** The filters the job list and its run log share, over either table. */
export const jobFilters = (table: typeof sysJob | typeof sysJobLog) => ({
  jobName: contains(table.jobName),
  jobGroup: equals(table.jobGroup),
  status: equals(table.status),
  invokeTarget: contains(table.invokeTarget),
});

/** The export columns naming the job, which the job list and its run log sheets share. */
export const jobColumns = [
  { header: '任务名称', key: 'jobName', width: 30 },
  { header: '任务组名', key: 'jobGroup', dict: 'sys_job_group' },
  { header: '调用目标字符串', key: 'invokeTarget', width: 40 },
] as const;

/** Job run log (RuoYi /monitor/jobLog), written by the scheduler; guarded by the job permissions. */
export const jobLogResource = defineLogResource({
  path: '/monitor/jobLog',
  permission: 'monitor:job',
  title: '调度日志',
  table: sysJobLog,
  id: sysJobLog.jobLogId,
  view: jobLogView,
  filters: { jobId: equals(sysJobLog.jobId), ...jobFilters(sysJobLog) },
  timeRange: sysJobLog.createTime,
  orderBy: [desc(sysJobLog.createTime), desc(sysJobLog.jobLogId)],
  export: {
    fileName: 'job_log',
    columns: [
      { header: '日志序号', key: 'jobLogId' },
      ...jobColumns,
      { header: '日志信息', key: 'jobMessage', width: 40 },
      { header: '执行状态', key: 'status', dict: 'sys_common_status' },
      { header: '异常信息', key: 'exceptionInfo', width: 40 },
      { header: '执行时间', key: 'createTime', width: 20 },
    ],
  },
});

export async function jobLogRoutes(app: FastifyInstance) {
  jobLogResource.register(app);
}
