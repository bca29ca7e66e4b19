import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysDept, sysNotice, sysNoticeRead, sysUser } from '../../db/schema';
import { tr } from '../../i18n/messages';
import { formatDateTime } from '../../lib/date-format';
import { pageOf, type PageParams, tableData } from '../../lib/paging';
import { containsFilter, parseIds, textFilter } from '../../services/admin/query';
import { noticeView } from '../../services/admin/views';
import { ok } from '../admin/respond';
import { defineRoutes } from '../../resources';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({ path: '/system/notice', permission: 'system:notice' });

/** Notices shown in the header bell. */
const TOP_COUNT = 5;

/** Header-bell endpoints: newest notices with read flags, marking as read, who read a notice. */
export async function noticeReadRoutes(app: FastifyInstance) {
  const userIdOf = (request: { session?: { userId: number } | undefined }) =>
    request.session?.userId ?? 0;

  app.get('/system/notice/listTop', { config: { auth: 'authenticated' } }, async (request) => {
    const userId = userIdOf(request);
    const rows = await app.db
      .select({ notice: sysNotice, readId: sysNoticeRead.readId })
      .from(sysNotice)
      .leftJoin(
        sysNoticeRead,
        and(eq(sysNoticeRead.noticeId, sysNotice.noticeId), eq(sysNoticeRead.userId, userId)),
      )
      .where(eq(sysNotice.status, '0'))
      .orderBy(desc(sysNotice.noticeId))
      .limit(TOP_COUNT);
    const data = rows.map((r) => ({ ...noticeView(r.notice), isRead: r.readId !== null }));
    return ok(request, { data, unreadCount: data.filter((n) => !n.isRead).length });
  });

  const markRead = async (userId: number, noticeIds: number[]) => {
    if (noticeIds.length === 0) return;
    const existing = await app.db
      .select({ id: sysNotice.noticeId })
      .from(sysNotice)
      .where(inArray(sysNotice.noticeId, noticeIds));
    if (existing.length === 0) return;
    await app.db
      .insert(sysNoticeRead)
      .values(existing.map((n) => ({ noticeId: n.id, userId })))
      .onConflictDoNothing();
  };

  const routes = area.on(app);
  routes.post<{ Querystring: { noticeId: number } }>(
    '/markRead',
    'authenticated',
    async (request) => {
      await markRead(userIdOf(request), [request.query.noticeId]);
      return ok(request);
    },
  );

  routes.post<{ Querystring: { ids: string } }>(
    '/markReadAll',
    'authenticated',
    async (request) => {
      await markRead(userIdOf(request), parseIds(request.query.ids));
      return ok(request);
    },
  );

  routes.get<{ Querystring: { noticeId: number; searchValue?: string } & PageParams }>(
    '/readUsers/list',
    'list',
    async (request) => {
      const page = pageOf(request.query);
      const search = textFilter({ searchValue: request.query.searchValue }, 'searchValue', 30);
      const where = and(
        eq(sysNoticeRead.noticeId, request.query.noticeId),
        eq(sysUser.delFlag, '0'),
        search
          ? or(containsFilter(sysUser.userName, search), containsFilter(sysUser.nickName, search))
          : undefined,
      ) as SQL;
      const [rows, total] = await Promise.all([
        app.db
          .select({
            userId: sysUser.userId,
            userName: sysUser.userName,
            nickName: sysUser.nickName,
            deptName: sysDept.deptName,
            phonenumber: sysUser.phonenumber,
            readTime: sysNoticeRead.readTime,
          })
          .from(sysNoticeRead)
          .innerJoin(sysUser, eq(sysUser.userId, sysNoticeRead.userId))
          .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
          .where(where)
          .orderBy(desc(sysNoticeRead.readTime), desc(sysNoticeRead.readId))
          .limit(page.pageSize)
          .offset(page.offset),
        app.db
          .select({ n: count() })
          .from(sysNoticeRead)
          .innerJoin(sysUser, eq(sysUser.userId, sysNoticeRead.userId))
          .where(where),
      ]);
      const data = rows.map((r) => ({ ...r, readTime: formatDateTime(r.readTime) }));
      return tableData(data, total[0]?.n ?? 0, tr(request, 'success'));
    },
  );
}
