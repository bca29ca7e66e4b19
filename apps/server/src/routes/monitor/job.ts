import { and, asc, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sysJob } from '../../db/schema/monitor';
import { tr } from '../../i18n/messages';
import { formatDateTime } from '../../lib/date-format';
import { orderOf, pageOf, type PageParams, tableData } from '../../lib/paging';
import { requestSchema } from '../../plugins/contract';
import {
  containsFilter,
  type Filters,
  inBatches,
  parseIds,
  textFilter,
} from '../../services/admin/query';
import { sendXlsx } from '../../services/excel/index';
import { checkCron, MIN_INTERVAL_MS, nextRuns } from '../../services/monitor/cron';
import {
  checkJob,
  JOB_LABELS,
  type JobBody,
  jobView,
  pickJob,
  type Refusal,
} from '../../services/monitor/job-model';
import { jobRegistry } from '../../services/monitor/job-registry';
import { fireTimeFor, type JobScheduler } from '../../services/monitor/scheduler';
import { fail, ok, operator, toAjax, withData } from '../admin/respond';

const TITLE = '定时任务';
const SORTABLE = {
  jobId: sysJob.jobId,
  jobName: sysJob.jobName,
  jobGroup: sysJob.jobGroup,
  status: sysJob.status,
  createTime: sysJob.createTime,
};

export interface JobRouteOptions {
  scheduler: JobScheduler;
  now: () => number;
}

function whereOf(filters: Filters): SQL[] {
  const group = textFilter(filters, 'jobGroup', 64);
  const status = textFilter(filters, 'status', 1);
  return [
    containsFilter(sysJob.jobName, textFilter(filters, 'jobName', 64)),
    group ? eq(sysJob.jobGroup, group) : undefined,
    status === '0' || status === '1' ? eq(sysJob.status, status) : undefined,
    containsFilter(sysJob.invokeTarget, textFilter(filters, 'invokeTarget', 500)),
  ].filter((c): c is SQL => c !== undefined);
}

const refuse = (request: FastifyRequest, [key, ...args]: Refusal) => fail(request, key, ...args);

/** Scheduled jobs (RuoYi /monitor/job), handler registry and cron preview. */
export async function jobRoutes(app: FastifyInstance, { scheduler, now }: JobRouteOptions) {
  app.get<{ Querystring: Filters & PageParams }>(
    '/monitor/job/list',
    {
      schema: requestSchema(app.openapi, 'get', '/monitor/job/list'),
      config: { auth: { permission: 'monitor:job:list' } },
    },
    async (request) => {
      const page = pageOf(request.query);
      const where = and(...whereOf(request.query));
      const [rows, total] = await Promise.all([
        app.db
          .select()
          .from(sysJob)
          .where(where)
          .orderBy(...orderOf(request.query, SORTABLE, asc(sysJob.jobId)))
          .limit(page.pageSize)
          .offset(page.offset),
        app.db.select({ n: count() }).from(sysJob).where(where),
      ]);
      const at = now();
      return tableData(
        rows.map((row) => jobView(row, at)),
        total[0]?.n ?? 0,
        tr(request, 'success'),
      );
    },
  );

  app.get(
    '/monitor/job/handlers',
    {
      schema: requestSchema(app.openapi, 'get', '/monitor/job/handlers'),
      config: { auth: { permission: 'monitor:job:list' } },
    },
    async (request) =>
      ok(request, {
        data: [...jobRegistry].map(([key, handler]) => ({
          key,
          label: tr(request, handler.label),
          params: handler.params,
        })),
      }),
  );

  app.get<{ Querystring: { cron: string } }>(
    '/monitor/job/cron/next',
    {
      schema: requestSchema(app.openapi, 'get', '/monitor/job/cron/next'),
      config: { auth: { permission: 'monitor:job:list' } },
    },
    async (request) => {
      const at = new Date(now());
      const problem = checkCron(request.query.cron, at);
      if (problem === 'invalid' || problem === 'never')
        return fail(
          request,
          problem === 'invalid' ? 'monitor.job.cronInvalid' : 'monitor.job.cronNever',
        );
      if (problem === 'tooFrequent')
        return fail(request, 'monitor.job.cronTooFrequent', MIN_INTERVAL_MS / 1000);
      return ok(request, {
        data: nextRuns(request.query.cron, at, 5).map((d) => formatDateTime(d)),
      });
    },
  );

  app.post<{ Body: Filters | undefined }>(
    '/monitor/job/export',
    {
      config: {
        auth: { permission: 'monitor:job:export' },
        operLog: { title: TITLE, businessType: 'EXPORT' },
      },
    },
    async (request, reply) => {
      const where = whereOf(request.body ?? {});
      return sendXlsx(reply, {
        fileName: `job_${now()}.xlsx`,
        sheetName: '定时任务',
        columns: [
          { header: '任务序号', key: 'jobId' },
          { header: '任务名称', key: 'jobName', width: 30 },
          { header: '任务组名', key: 'jobGroup', dict: JOB_LABELS.group },
          { header: '调用目标字符串', key: 'invokeTarget', width: 40 },
          { header: '执行表达式', key: 'cronExpression', width: 24 },
          { header: '计划策略', key: 'misfirePolicy', dict: JOB_LABELS.misfire },
          { header: '并发执行', key: 'concurrent', dict: JOB_LABELS.concurrent },
          { header: '任务状态', key: 'status', dict: JOB_LABELS.status },
        ],
        rows: inBatches(
          (after, limit) =>
            app.db
              .select()
              .from(sysJob)
              .where(and(gt(sysJob.jobId, after), ...where))
              .orderBy(asc(sysJob.jobId))
              .limit(limit),
          (row) => row.jobId,
        ),
      });
    },
  );

  app.get<{ Params: { jobId: number } }>(
    '/monitor/job/:jobId',
    {
      schema: requestSchema(app.openapi, 'get', '/monitor/job/{jobId}'),
      config: { auth: { permission: 'monitor:job:query' } },
    },
    async (request) => {
      const row = (
        await app.db.select().from(sysJob).where(eq(sysJob.jobId, request.params.jobId))
      )[0];
      return withData(request, row ? jobView(row, now()) : undefined);
    },
  );

  app.post<{ Body: JobBody }>(
    '/monitor/job',
    {
      schema: requestSchema(app.openapi, 'post', '/monitor/job'),
      config: {
        auth: { permission: 'monitor:job:add' },
        operLog: { title: TITLE, businessType: 'INSERT' },
      },
    },
    async (request) => {
      const at = now();
      const refusal = checkJob(request.body, at);
      if (refusal) return refuse(request, refusal);
      const values = pickJob(request.body);
      await app.db.insert(sysJob).values({
        ...values,
        nextFireTime: fireTimeFor(values.cronExpression, values.status, at),
        createBy: operator(request),
      });
      return ok(request);
    },
  );

  app.put<{ Body: JobBody }>(
    '/monitor/job',
    {
      schema: requestSchema(app.openapi, 'put', '/monitor/job'),
      config: {
        auth: { permission: 'monitor:job:edit' },
        operLog: { title: TITLE, businessType: 'UPDATE' },
      },
    },
    async (request) => {
      const at = now();
      const refusal = checkJob(request.body, at);
      if (refusal) return refuse(request, refusal);
      const values = pickJob(request.body);
      const changed = await app.db
        .update(sysJob)
        .set({
          ...values,
          nextFireTime: fireTimeFor(values.cronExpression, values.status, at),
          updateBy: operator(request),
          updateTime: new Date(at),
        })
        .where(eq(sysJob.jobId, request.body.jobId ?? 0))
        .returning({ jobId: sysJob.jobId });
      return toAjax(request, changed.length);
    },
  );

  app.put<{ Body: { jobId: number; status: '0' | '1' } }>(
    '/monitor/job/changeStatus',
    {
      schema: requestSchema(app.openapi, 'put', '/monitor/job/changeStatus'),
      config: {
        auth: { permission: 'monitor:job:changeStatus' },
        operLog: { title: TITLE, businessType: 'UPDATE' },
      },
    },
    async (request) => {
      const { jobId, status } = request.body;
      const row = (await app.db.select().from(sysJob).where(eq(sysJob.jobId, jobId)))[0];
      if (!row) return toAjax(request, 0);
      const at = now();
      await app.db
        .update(sysJob)
        .set({
          status,
          nextFireTime: fireTimeFor(row.cronExpression, status, at),
          updateBy: operator(request),
          updateTime: new Date(at),
        })
        .where(eq(sysJob.jobId, jobId));
      return ok(request);
    },
  );

  app.put<{ Body: { jobId: number; jobGroup?: string } }>(
    '/monitor/job/run',
    {
      schema: requestSchema(app.openapi, 'put', '/monitor/job/run'),
      config: {
        auth: { permission: 'monitor:job:changeStatus' },
        operLog: { title: TITLE, businessType: 'UPDATE' },
      },
    },
    async (request) => {
      const outcome = await scheduler.runOnce(request.body.jobId);
      if (outcome === undefined) return fail(request, 'monitor.job.notFound');
      if (outcome === 'busy') return fail(request, 'monitor.job.busy');
      return ok(request);
    },
  );

  app.delete<{ Params: { jobIds: string } }>(
    '/monitor/job/:jobIds',
    {
      schema: requestSchema(app.openapi, 'delete', '/monitor/job/{jobIds}'),
      config: {
        auth: { permission: 'monitor:job:remove' },
        operLog: { title: TITLE, businessType: 'DELETE' },
      },
    },
    async (request) => {
      const ids = parseIds(request.params.jobIds);
      if (ids.length === 0) return toAjax(request, 0);
      const removed = await app.db
        .delete(sysJob)
        .where(inArray(sysJob.jobId, ids))
        .returning({ jobId: sysJob.jobId });
      return toAjax(request, removed.length);
    },
  );
}
