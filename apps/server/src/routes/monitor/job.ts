import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysJob } from '../../db/schema/monitor';
import { tr } from '../../i18n/messages';
import { refuse } from '../../lib/business-error';
import { formatDateTime } from '../../lib/date-format';
import { defineResource } from '../../resources';
import { checkCron, MIN_INTERVAL_MS, nextRuns } from '../../services/monitor/cron';
import { checkJob, JOB_LABELS, jobView, pickJob } from '../../services/monitor/job-model';
import { jobRegistry } from '../../services/monitor/job-registry';
import { fireTimeFor, type JobScheduler } from '../../services/monitor/scheduler';
import { ok, toAjax } from '../admin/respond';
import { jobColumns, jobFilters } from './job-log';
import { operatorName } from '../../services/org/context';

export interface JobRouteOptions {
  scheduler: JobScheduler;
  now: () => number;
}

/** Scheduled jobs (RuoYi /monitor/job): handlers from the registry, next run kept in sync. */
export const jobResource = (now: () => number) =>
  defineResource({
    path: '/monitor/job',
    permission: 'monitor:job',
    title: '定时任务',
    table: sysJob,
    id: sysJob.jobId,
    view: (row) => jobView(row, now()),
    pick: pickJob,
    filters: jobFilters(sysJob),
    hooks: {
      beforeSave: (values, { mode }) => {
        const at = now();
        const refusal = checkJob(values, at);
        if (refusal) refuse(...refusal);
        const nextFireTime = fireTimeFor(values.cronExpression, values.status, at);
        return mode === 'edit' ? { nextFireTime, updateTime: new Date(at) } : { nextFireTime };
      },
    },
    export: {
      columns: [
        { header: '任务序号', key: 'jobId' },
        ...jobColumns,
        { header: '执行表达式', key: 'cronExpression', width: 24 },
        { header: '计划策略', key: 'misfirePolicy', dict: JOB_LABELS.misfire },
        { header: '并发执行', key: 'concurrent', dict: JOB_LABELS.concurrent },
        { header: '任务状态', key: 'status', dict: 'sys_job_status' },
      ],
    },
  });

/** Scheduled jobs, handler registry and cron preview. */
export async function jobRoutes(app: FastifyInstance, { scheduler, now }: JobRouteOptions) {
  const jobs = jobResource(now);
  jobs.register(app);
  const routes = jobs.on(app);
  routes.get('/handlers', 'list', async (request) => {
    const data = [...jobRegistry].map(([key, handler]) => ({
      key,
      label: tr(request, handler.label),
      params: handler.params,
    }));
    return ok(request, { data });
  });

  routes.get<{ Querystring: { cron: string } }>('/cron/next', 'list', async (request) => {
    const at = new Date(now());
    const problem = checkCron(request.query.cron, at);
    if (problem === 'invalid') refuse('monitor.job.cronInvalid');
    if (problem === 'never') refuse('monitor.job.cronNever');
    if (problem === 'tooFrequent') refuse('monitor.job.cronTooFrequent', MIN_INTERVAL_MS / 1000);
    return ok(request, { data: nextRuns(request.query.cron, at, 5).map(formatDateTime) });
  });

  routes.put<{ Body: { jobId: number; status: '0' | '1' } }>(
    '/changeStatus',
    { auth: 'changeStatus', log: 'UPDATE' },
    async (request) => {
      const { jobId, status } = request.body;
      const [row] = await app.db.select().from(sysJob).where(eq(sysJob.jobId, jobId));
      if (!row) return toAjax(request, 0);
      const at = now();
      const nextFireTime = fireTimeFor(row.cronExpression, status, at);
      await app.db
        .update(sysJob)
        .set({ status, nextFireTime, updateBy: operatorName(request), updateTime: new Date(at) })
        .where(eq(sysJob.jobId, jobId));
      return ok(request);
    },
  );

  routes.put<{ Body: { jobId: number } }>(
    '/run',
    { auth: 'changeStatus', log: 'UPDATE' },
    async (request) => {
      const outcome = await scheduler.runOnce(request.body.jobId);
      if (outcome === undefined) refuse('monitor.job.notFound');
      if (outcome === 'busy') refuse('monitor.job.busy');
      return ok(request);
    },
  );
}
