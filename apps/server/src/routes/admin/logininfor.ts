import { and, asc, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysLogininfor } from '../../db/schema';
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
import { logininforView } from '../../services/admin/views';
import { sendXlsx } from '../../services/excel/index';
import { ok, toAjax } from './respond';

const TITLE = '登录日志';
const SORTABLE = {
  infoId: sysLogininfor.infoId,
  userName: sysLogininfor.userName,
  ipaddr: sysLogininfor.ipaddr,
  status: sysLogininfor.status,
  loginTime: sysLogininfor.loginTime,
};

/** Same key as the login service's failed-password counter (RuoYi `pwd_err_cnt:`). */
export const passwordRetryKey = (userName: string) => `pwd_err_cnt:${userName}`;

function whereOf(filters: Filters): SQL[] {
  const status = textFilter(filters, 'status', 1);
  return [
    containsFilter(sysLogininfor.ipaddr, textFilter(filters, 'ipaddr', 128)),
    containsFilter(sysLogininfor.userName, textFilter(filters, 'userName', 50)),
    status === '0' || status === '1' ? eq(sysLogininfor.status, status) : undefined,
    ...dateRangeFilter(sysLogininfor.loginTime, filters),
  ].filter((c): c is SQL => c !== undefined);
}

export async function logininforRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Filters & PageParams }>(
    '/monitor/logininfor/list',
    {
      schema: requestSchema(app.openapi, 'get', '/monitor/logininfor/list'),
      config: { auth: { permission: 'monitor:logininfor:list' } },
    },
    async (request) => {
      const page = pageOf(request.query);
      const where = and(...whereOf(request.query));
      const [rows, total] = await Promise.all([
        app.db
          .select()
          .from(sysLogininfor)
          .where(where)
          .orderBy(...orderOf(request.query, SORTABLE, desc(sysLogininfor.infoId)))
          .limit(page.pageSize)
          .offset(page.offset),
        app.db.select({ n: count() }).from(sysLogininfor).where(where),
      ]);
      return tableData(rows.map(logininforView), total[0]?.n ?? 0, tr(request, 'success'));
    },
  );

  app.post<{ Body: Filters | undefined }>(
    '/monitor/logininfor/export',
    {
      config: {
        auth: { permission: 'monitor:logininfor:export' },
        operLog: { title: TITLE, businessType: 'EXPORT' },
      },
    },
    async (request, reply) => {
      const where = whereOf(request.body ?? {});
      return sendXlsx(reply, {
        fileName: `logininfor_${Date.now()}.xlsx`,
        sheetName: '登录日志',
        columns: [
          { header: '序号', key: 'infoId' },
          { header: '用户账号', key: 'userName', width: 16 },
          { header: '登录状态', key: 'status', dict: { '0': '成功', '1': '失败' } },
          { header: '登录地址', key: 'ipaddr', width: 16 },
          { header: '登录地点', key: 'loginLocation' },
          { header: '浏览器', key: 'browser' },
          { header: '操作系统', key: 'os' },
          { header: '提示消息', key: 'msg', width: 30 },
          { header: '访问时间', key: 'loginTime', width: 20 },
        ],
        rows: inBatches(
          (after, limit) =>
            app.db
              .select()
              .from(sysLogininfor)
              .where(and(gt(sysLogininfor.infoId, after), ...where))
              .orderBy(asc(sysLogininfor.infoId))
              .limit(limit),
          (row) => row.infoId,
        ),
      });
    },
  );

  app.delete(
    '/monitor/logininfor/clean',
    {
      config: {
        auth: { permission: 'monitor:logininfor:remove' },
        operLog: { title: TITLE, businessType: 'CLEAN' },
      },
    },
    async (request) => {
      await app.db.delete(sysLogininfor);
      return ok(request);
    },
  );

  app.get<{ Params: { userName: string } }>(
    '/monitor/logininfor/unlock/:userName',
    {
      schema: requestSchema(app.openapi, 'get', '/monitor/logininfor/unlock/{userName}'),
      config: {
        auth: { permission: 'monitor:logininfor:unlock' },
        operLog: { title: '账户解锁', businessType: 'OTHER' },
      },
    },
    async (request) => {
      await app.kv.delete(passwordRetryKey(request.params.userName));
      return ok(request);
    },
  );

  app.delete<{ Params: { infoId: string } }>(
    '/monitor/logininfor/:infoId',
    {
      schema: requestSchema(app.openapi, 'delete', '/monitor/logininfor/{infoId}'),
      config: {
        auth: { permission: 'monitor:logininfor:remove' },
        operLog: { title: TITLE, businessType: 'DELETE' },
      },
    },
    async (request) => {
      const ids = parseIds(request.params.infoId);
      if (ids.length === 0) return toAjax(request, 0);
      const deleted = await app.db
        .delete(sysLogininfor)
        .where(inArray(sysLogininfor.infoId, ids))
        .returning({ id: sysLogininfor.infoId });
      return toAjax(request, deleted.length);
    },
  );
}
