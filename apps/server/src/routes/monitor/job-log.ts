import { and, asc, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysJobLog } from '../../db/schema/monitor';
import { tr } from '../../i18n/messages';
import { orderOf, pageOf, type PageParams, tableData } from '../../lib/paging';
import { requestSchema } from '../../plugins/contract';
import {
  containsFilter,
  dateRangeFilter,
  type Filters,
  inBatches,
  parseIds,
  textFilter,
} from '../../services/admin/query';
import { sendXlsx } from '../../services/excel/index';
import { JOB_LABELS, jobLogView } from '../../services/monitor/job-model';
import { ok, toAjax, withData } from '../admin/respond';

const TITLE = '调度日志';
const SORTABLE = {
  jobLogId: sysJobLog.jobLogId,
  jobName: sysJobLog.jobName,
  status: sysJobLog.status,
  startTime: sysJobLog.startTime,
  createTime: sysJobLog.createTime,
};

function whereOf(filters: Filters): SQL[] {
  const group = textFilter(filters, 'jobGroup', 64);
  const status = textFilter(filters, 'status', 1);
  const jobId = Number(textFilter(filters, 'jobId', 10));
  return [
    Number.isSafeInteger(jobId) && jobId > 0 && jobId <= 2_147_483_647
      ? eq(sysJobLog.jobId, jobId)
      : undefined,
    containsFilter(sysJobLog.jobName, textFilter(filters, 'jobName', 64)),
    group ? eq(sysJobLog.jobGroup, group) : undefined,
    status === '0' || status === '1' ? eq(sysJobLog.status, status) : undefined,
    containsFilter(sysJobLog.invokeTarget, textFilter(filters, 'invokeTarget', 500)),
    ...dateRangeFilter(sysJobLog.createTime, filters),
  ].filter((c): c is SQL => c !== undefined);
}

/** Job run log (RuoYi /monitor/jobLog). */
export async function jobLogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Filters & PageParams }>(
    '/monitor/jobLog/list',
    {
      schema: requestSchema(app.openapi, 'get', '/monitor/jobLog/list'),
      config: { auth: { permission: 'monitor:job:list' } },
    },
    async (request) => {
      const page = pageOf(request.query);
      const where = and(...whereOf(request.query));
      const [rows, total] = await Promise.all([
        app.db
          .select()
          .from(sysJobLog)
          .where(where)
          .orderBy(
            ...orderOf(request.query, SORTABLE, [
              desc(sysJobLog.createTime),
              desc(sysJobLog.jobLogId),
            ]),
          )
          .limit(page.pageSize)
          .offset(page.offset),
        app.db.select({ n: count() }).from(sysJobLog).where(where),
      ]);
      return tableData(rows.map(jobLogView), total[0]?.n ?? 0, tr(request, 'success'));
    },
  );

  app.post<{ Body: Filters | undefined }>(
    '/monitor/jobLog/export',
    {
      config: {
        auth: { permission: 'monitor:job:export' },
        operLog: { title: TITLE, businessType: 'EXPORT' },
      },
    },
    async (request, reply) => {
      const where = whereOf(request.body ?? {});
      return sendXlsx(reply, {
        fileName: `job_log_${Date.now()}.xlsx`,
        sheetName: '调度日志',
        columns: [
          { header: '日志序号', key: 'jobLogId' },
          { header: '任务名称', key: 'jobName', width: 30 },
          { header: '任务组名', key: 'jobGroup', dict: JOB_LABELS.group },
          { header: '调用目标字符串', key: 'invokeTarget', width: 40 },
          { header: '日志信息', key: 'jobMessage', width: 40 },
          { header: '执行状态', key: 'status', dict: JOB_LABELS.logStatus },
          { header: '异常信息', key: 'exceptionInfo', width: 40 },
          { header: '执行时间', key: 'createTime', width: 20 },
        ],
        rows: inBatches(
          (after, limit) =>
            app.db
              .select()
              .from(sysJobLog)
              .where(and(gt(sysJobLog.jobLogId, after), ...where))
              .orderBy(asc(sysJobLog.jobLogId))
              .limit(limit),
          (row) => row.jobLogId,
        ),
      });
    },
  );

  app.delete(
    '/monitor/jobLog/clean',
    {
      config: {
        auth: { permission: 'monitor:job:remove' },
        operLog: { title: TITLE, businessType: 'CLEAN' },
      },
    },
    async (request) => {
      await app.db.delete(sysJobLog);
      return ok(request);
    },
  );

  app.get<{ Params: { jobLogId: number } }>(
    '/monitor/jobLog/:jobLogId',
    {
      schema: requestSchema(app.openapi, 'get', '/monitor/jobLog/{jobLogId}'),
      config: { auth: { permission: 'monitor:job:query' } },
    },
    async (request) => {
      const row = (
        await app.db.select().from(sysJobLog).where(eq(sysJobLog.jobLogId, request.params.jobLogId))
      )[0];
      return withData(request, row ? jobLogView(row) : undefined);
    },
  );

  app.delete<{ Params: { jobLogIds: string } }>(
    '/monitor/jobLog/:jobLogIds',
    {
      schema: requestSchema(app.openapi, 'delete', '/monitor/jobLog/{jobLogIds}'),
      config: {
        auth: { permission: 'monitor:job:remove' },
        operLog: { title: TITLE, businessType: 'DELETE' },
      },
    },
    async (request) => {
      const ids = parseIds(request.params.jobLogIds);
      if (ids.length === 0) return toAjax(request, 0);
      const removed = await app.db
        .delete(sysJobLog)
        .where(inArray(sysJobLog.jobLogId, ids))
        .returning({ id: sysJobLog.jobLogId });
      return toAjax(request, removed.length);
    },
  );
}
