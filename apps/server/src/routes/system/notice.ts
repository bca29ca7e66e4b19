import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysNotice, sysNoticeRead } from '../../db/schema';
import { tr } from '../../i18n/messages';
import { orderOf, pageOf, type PageParams, tableData } from '../../lib/paging';
import { requestSchema } from '../../plugins/contract';
import { containsMarkup, sanitizeNoticeHtml } from '../../services/admin/notice-html';
import { containsFilter, type Filters, parseIds, textFilter } from '../../services/admin/query';
import { noticeView } from '../../services/admin/views';
import { definedOnly, fail, ok, operator, toAjax, withData } from '../admin/respond';

const TITLE = '通知公告';
const SORTABLE = {
  noticeId: sysNotice.noticeId,
  noticeTitle: sysNotice.noticeTitle,
  noticeType: sysNotice.noticeType,
  status: sysNotice.status,
  createTime: sysNotice.createTime,
};

interface NoticeBody {
  noticeId?: number;
  noticeTitle: string;
  noticeType: string;
  noticeContent?: string | null;
  status?: string | null;
  remark?: string | null;
}

function whereOf(filters: Filters): SQL[] {
  const type = textFilter(filters, 'noticeType', 1);
  const status = textFilter(filters, 'status', 1);
  return [
    containsFilter(sysNotice.noticeTitle, textFilter(filters, 'noticeTitle')),
    type === '1' || type === '2' ? eq(sysNotice.noticeType, type) : undefined,
    containsFilter(sysNotice.createBy, textFilter(filters, 'createBy', 64)),
    status === '0' || status === '1' ? eq(sysNotice.status, status) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/** Columns a client may set; the content is stored sanitised (restricted allow-list). */
const pickValues = (body: NoticeBody) => ({
  noticeTitle: body.noticeTitle.trim(),
  noticeType: body.noticeType,
  ...definedOnly({
    noticeContent:
      typeof body.noticeContent === 'string' ? sanitizeNoticeHtml(body.noticeContent) : undefined,
    status: body.status,
    remark: body.remark,
  }),
});

export async function noticeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Filters & PageParams }>(
    '/system/notice/list',
    {
      schema: requestSchema(app.openapi, 'get', '/system/notice/list'),
      config: { auth: { permission: 'system:notice:list' } },
    },
    async (request) => {
      const page = pageOf(request.query);
      const where = and(...whereOf(request.query));
      const [rows, total] = await Promise.all([
        app.db
          .select()
          .from(sysNotice)
          .where(where)
          .orderBy(...orderOf(request.query, SORTABLE, desc(sysNotice.noticeId)))
          .limit(page.pageSize)
          .offset(page.offset),
        app.db.select({ n: count() }).from(sysNotice).where(where),
      ]);
      return tableData(rows.map(noticeView), total[0]?.n ?? 0, tr(request, 'success'));
    },
  );

  app.get<{ Params: { noticeId: number } }>(
    '/system/notice/:noticeId',
    {
      schema: requestSchema(app.openapi, 'get', '/system/notice/{noticeId}'),
      config: { auth: 'authenticated' },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(sysNotice)
        .where(eq(sysNotice.noticeId, request.params.noticeId))
        .limit(1);
      return withData(request, rows[0] ? noticeView(rows[0]) : undefined);
    },
  );

  app.post<{ Body: NoticeBody }>(
    '/system/notice',
    {
      schema: requestSchema(app.openapi, 'post', '/system/notice'),
      config: {
        auth: { permission: 'system:notice:add' },
        operLog: { title: TITLE, businessType: 'INSERT' },
      },
    },
    async (request) => {
      if (containsMarkup(request.body.noticeTitle))
        return fail(request, 'admin.notice.titleScript');
      await app.db
        .insert(sysNotice)
        .values({ ...pickValues(request.body), createBy: operator(request) });
      return ok(request);
    },
  );

  app.put<{ Body: NoticeBody }>(
    '/system/notice',
    {
      schema: requestSchema(app.openapi, 'put', '/system/notice'),
      config: {
        auth: { permission: 'system:notice:edit' },
        operLog: { title: TITLE, businessType: 'UPDATE' },
      },
    },
    async (request) => {
      if (containsMarkup(request.body.noticeTitle))
        return fail(request, 'admin.notice.titleScript');
      const changed = await app.db
        .update(sysNotice)
        .set({ ...pickValues(request.body), updateBy: operator(request), updateTime: new Date() })
        .where(eq(sysNotice.noticeId, request.body.noticeId ?? 0))
        .returning({ id: sysNotice.noticeId });
      return toAjax(request, changed.length);
    },
  );

  app.delete<{ Params: { noticeId: string } }>(
    '/system/notice/:noticeId',
    {
      schema: requestSchema(app.openapi, 'delete', '/system/notice/{noticeId}'),
      config: {
        auth: { permission: 'system:notice:remove' },
        operLog: { title: TITLE, businessType: 'DELETE' },
      },
    },
    async (request) => {
      const ids = parseIds(request.params.noticeId);
      if (ids.length === 0) return toAjax(request, 0);
      const deleted = await app.db.transaction(async (tx) => {
        await tx.delete(sysNoticeRead).where(inArray(sysNoticeRead.noticeId, ids));
        return tx
          .delete(sysNotice)
          .where(inArray(sysNotice.noticeId, ids))
          .returning({ id: sysNotice.noticeId });
      });
      return toAjax(request, deleted.length);
    },
  );
}
