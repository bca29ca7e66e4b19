import { desc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysNotice, sysNoticeRead } from '../../db/schema';
import { refuse } from '../../lib/business-error';
import { contains, defineResource, equals } from '../../resources';
import { containsMarkup, sanitizeNoticeHtml } from '../../services/admin/notice-html';
import { noticeView } from '../../services/admin/views';
import { definedOnly } from '../admin/respond';
import type { RequestBody } from '../../plugins/contract';

/** Notices (RuoYi /system/notice): content stored sanitised (restricted allow-list). */
export const noticeResource = defineResource({
  path: '/system/notice',
  permission: 'system:notice',
  title: '通知公告',
  table: sysNotice,
  id: sysNotice.noticeId,
  view: noticeView,
  pick: (body: RequestBody<'AdminNoticeBody'>) => ({
    noticeTitle: body.noticeTitle.trim(),
    noticeType: body.noticeType,
    ...definedOnly({
      noticeContent:
        typeof body.noticeContent === 'string' ? sanitizeNoticeHtml(body.noticeContent) : undefined,
      status: body.status,
      remark: body.remark,
    }),
  }),
  filters: {
    noticeTitle: contains(sysNotice.noticeTitle),
    noticeType: equals(sysNotice.noticeType),
    createBy: contains(sysNotice.createBy),
    status: equals(sysNotice.status),
  },
  orderBy: desc(sysNotice.noticeId),
  // Any signed-in user reads a notice (the header bell opens it), as RuoYi.
  auth: { get: 'authenticated' },
  hooks: {
    beforeSave: (values) => {
      if (values.noticeTitle !== undefined && containsMarkup(values.noticeTitle))
        refuse('admin.notice.titleScript');
    },
    beforeDelete: async (notices, { db }) => {
      const ids = notices.map((n) => n.noticeId);
      if (ids.length > 0)
        await db.delete(sysNoticeRead).where(inArray(sysNoticeRead.noticeId, ids));
    },
  },
});

export async function noticeRoutes(app: FastifyInstance) {
  noticeResource.register(app);
}
