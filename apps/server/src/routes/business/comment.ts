import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmComment } from '../../db/schema';
import { refuse } from '../../lib/business-error';
import { formatDateTime } from '../../lib/date-format';
import { contains, defineResource, equals } from '../../resources';
import { ok } from '../admin/respond';
import { operatorName } from '../../services/org/context';

/** Visitors' comments on articles, solutions and cases: moderation and staff replies. */
export const commentResource = defineResource({
  path: '/business/comment',
  permission: 'business:comment',
  title: '评论管理',
  table: wcmComment,
  id: wcmComment.commentId,
  view: (row) => ({
    commentId: row.commentId,
    targetType: row.targetType as 'article' | 'solution' | 'case',
    targetId: row.targetId,
    targetTitle: row.targetTitle,
    authorName: row.authorName,
    authorEmail: row.authorEmail,
    content: row.content,
    status: row.status as '0' | '1' | '2',
    replyContent: row.replyContent,
    replyBy: row.replyBy,
    replyTime: formatDateTime(row.replyTime),
    createTime: formatDateTime(row.createTime),
  }),
  filters: {
    targetType: equals(wcmComment.targetType),
    targetTitle: contains(wcmComment.targetTitle),
    authorName: contains(wcmComment.authorName),
    content: contains(wcmComment.content),
    status: equals(wcmComment.status),
  },
  timeRange: wcmComment.createTime,
  orderBy: [desc(wcmComment.createTime), desc(wcmComment.commentId)],
  softDelete: wcmComment.delFlag,
  notFound: 'business.comment.notFound',
});

export async function commentRoutes(app: FastifyInstance) {
  commentResource.register(app);
  const routes = commentResource.on(app);

  routes.put<{ Body: { commentIds: number[]; status: '0' | '1' | '2' } }>(
    '/audit',
    { auth: 'audit', log: 'UPDATE' },
    async (request) => {
      const ids = [...new Set(request.body.commentIds)];
      const changed = await app.db
        .update(wcmComment)
        .set({
          status: request.body.status,
          updateBy: operatorName(request),
          updateTime: new Date(),
        })
        .where(and(inArray(wcmComment.commentId, ids), eq(wcmComment.delFlag, '0')))
        .returning({ id: wcmComment.commentId });
      if (changed.length === 0) refuse('business.comment.notFound');
      return ok(request);
    },
  );

  routes.put<{ Body: { commentId: number; replyContent: string } }>(
    '/reply',
    { auth: 'edit', log: 'UPDATE' },
    async (request) => {
      const { commentId } = request.body;
      const reply = request.body.replyContent.trim();
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: wcmComment.status })
          .from(wcmComment)
          .where(and(eq(wcmComment.commentId, commentId), eq(wcmComment.delFlag, '0')));
        if (!row) refuse('business.comment.notFound');
        const at = new Date();
        await tx
          .update(wcmComment)
          .set({
            replyContent: reply,
            replyBy: reply ? operatorName(request) : '',
            replyTime: reply ? at : null,
            // Answering a pending comment publishes it with the answer.
            status: reply && row.status === '0' ? '1' : row.status,
            updateBy: operatorName(request),
            updateTime: at,
          })
          .where(eq(wcmComment.commentId, commentId));
      });
      return ok(request);
    },
  );
}
