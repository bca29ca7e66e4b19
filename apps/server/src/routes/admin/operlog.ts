import { and, asc, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysOperLog } from '../../db/schema';
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
import { operLogView } from '../../services/admin/views';
import { sendXlsx } from '../../services/excel/index';
import { ok, toAjax, withData } from './respond';

const TITLE = '操作日志';
const SORTABLE = {
  operId: sysOperLog.operId,
  title: sysOperLog.title,
  businessType: sysOperLog.businessType,
  operName: sysOperLog.operName,
  operTime: sysOperLog.operTime,
  costTime: sysOperLog.costTime,
  status: sysOperLog.status,
};

const BUSINESS_LABELS = {
  '0': '其它',
  '1': '新增',
  '2': '修改',
  '3': '删除',
  '4': '授权',
  '5': '导出',
  '6': '导入',
  '7': '强退',
  '8': '生成代码',
  '9': '清空数据',
};

const smallInt = (source: Filters, key: string, max: number) => {
  const raw = source[key];
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw !== '' ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= max ? n : undefined;
};

function whereOf(filters: Filters): SQL[] {
  const businessType = smallInt(filters, 'businessType', 9);
  const status = smallInt(filters, 'status', 1);
  return [
    containsFilter(sysOperLog.title, textFilter(filters, 'title', 50)),
    containsFilter(sysOperLog.operName, textFilter(filters, 'operName', 50)),
    containsFilter(sysOperLog.operIp, textFilter(filters, 'operIp', 128)),
    businessType === undefined ? undefined : eq(sysOperLog.businessType, businessType),
    status === undefined ? undefined : eq(sysOperLog.status, status),
    ...dateRangeFilter(sysOperLog.operTime, filters),
  ].filter((c): c is SQL => c !== undefined);
}

export async function operlogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Filters & PageParams }>(
    '/monitor/operlog/list',
    {
      schema: requestSchema(app.openapi, 'get', '/monitor/operlog/list'),
      config: { auth: { permission: 'monitor:operlog:list' } },
    },
    async (request) => {
      const page = pageOf(request.query);
      const where = and(...whereOf(request.query));
      const [rows, total] = await Promise.all([
        app.db
          .select()
          .from(sysOperLog)
          .where(where)
          .orderBy(...orderOf(request.query, SORTABLE, desc(sysOperLog.operId)))
          .limit(page.pageSize)
          .offset(page.offset),
        app.db.select({ n: count() }).from(sysOperLog).where(where),
      ]);
      return tableData(rows.map(operLogView), total[0]?.n ?? 0, tr(request, 'success'));
    },
  );

  app.post<{ Body: Filters | undefined }>(
    '/monitor/operlog/export',
    {
      config: {
        auth: { permission: 'monitor:operlog:export' },
        operLog: { title: TITLE, businessType: 'EXPORT' },
      },
    },
    async (request, reply) => {
      const where = whereOf(request.body ?? {});
      return sendXlsx(reply, {
        fileName: `operlog_${Date.now()}.xlsx`,
        sheetName: '操作日志',
        columns: [
          { header: '操作序号', key: 'operId' },
          { header: '操作模块', key: 'title', width: 16 },
          { header: '业务类型', key: 'businessType', dict: BUSINESS_LABELS },
          { header: '请求方法', key: 'method', width: 30 },
          { header: '请求方式', key: 'requestMethod' },
          {
            header: '操作类别',
            key: 'operatorType',
            dict: { '0': '其它', '1': '后台用户', '2': '手机端用户' },
          },
          { header: '操作人员', key: 'operName' },
          { header: '部门名称', key: 'deptName' },
          { header: '请求地址', key: 'operUrl', width: 30 },
          { header: '操作地址', key: 'operIp', width: 16 },
          { header: '操作地点', key: 'operLocation' },
          { header: '请求参数', key: 'operParam', width: 40 },
          { header: '返回参数', key: 'jsonResult', width: 40 },
          { header: '状态', key: 'status', dict: { '0': '正常', '1': '异常' } },
          { header: '错误消息', key: 'errorMsg', width: 30 },
          { header: '操作时间', key: 'operTime', width: 20 },
          { header: '消耗时间', key: 'costTime' },
        ],
        rows: inBatches(
          (after, limit) =>
            app.db
              .select()
              .from(sysOperLog)
              .where(and(gt(sysOperLog.operId, after), ...where))
              .orderBy(asc(sysOperLog.operId))
              .limit(limit),
          (row) => row.operId,
        ),
      });
    },
  );

  app.delete(
    '/monitor/operlog/clean',
    {
      config: {
        auth: { permission: 'monitor:operlog:remove' },
        operLog: { title: TITLE, businessType: 'CLEAN' },
      },
    },
    async (request) => {
      await app.db.delete(sysOperLog);
      return ok(request);
    },
  );

  app.get<{ Params: { operId: number } }>(
    '/monitor/operlog/:operId',
    {
      schema: requestSchema(app.openapi, 'get', '/monitor/operlog/{operId}'),
      config: { auth: { permission: 'monitor:operlog:query' } },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(sysOperLog)
        .where(eq(sysOperLog.operId, request.params.operId))
        .limit(1);
      return withData(request, rows[0] ? operLogView(rows[0]) : undefined);
    },
  );

  app.delete<{ Params: { operId: string } }>(
    '/monitor/operlog/:operId',
    {
      schema: requestSchema(app.openapi, 'delete', '/monitor/operlog/{operId}'),
      config: {
        auth: { permission: 'monitor:operlog:remove' },
        operLog: { title: TITLE, businessType: 'DELETE' },
      },
    },
    async (request) => {
      const ids = parseIds(request.params.operId);
      if (ids.length === 0) return toAjax(request, 0);
      const deleted = await app.db
        .delete(sysOperLog)
        .where(inArray(sysOperLog.operId, ids))
        .returning({ id: sysOperLog.operId });
      return toAjax(request, deleted.length);
    },
  );
}
