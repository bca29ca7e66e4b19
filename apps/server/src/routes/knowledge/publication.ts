import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmArticle, wcmArticlePublication } from '../../db/schema';
import { formatDateTime } from '../../lib/date-format';
import { contains, defineResource, equals } from '../../resources';
import { articleView, DRAFT } from '../../services/knowledge/articles';

/** Drafts (never published) of every kind: list and delete; each kind's editor opens them. */
export const draftResource = defineResource({
  path: '/konwledge/draft',
  permission: 'konwledge:draft',
  title: '文章草稿',
  table: wcmArticle,
  id: wcmArticle.articleId,
  where: eq(wcmArticle.status, DRAFT),
  view: (row) => articleView(row, false),
  filters: { title: contains(wcmArticle.title), kind: equals(wcmArticle.kind) },
  orderBy: sql`coalesce(${wcmArticle.updateTime}, ${wcmArticle.createTime}) desc`,
  softDelete: wcmArticle.delFlag,
});

/** Publication records: who published, unpublished, republished or scheduled what and when. */
export const publicationResource = defineResource({
  path: '/konwledge/list',
  permission: 'konwledge:list',
  title: '发布记录',
  table: wcmArticlePublication,
  id: wcmArticlePublication.recordId,
  audit: false,
  view: (row) => ({ ...row, operTime: formatDateTime(row.operTime) }),
  filters: {
    title: contains(wcmArticlePublication.title),
    kind: equals(wcmArticlePublication.kind),
    action: equals(wcmArticlePublication.action),
    operBy: contains(wcmArticlePublication.operBy),
    articleId: equals(wcmArticlePublication.articleId),
  },
  timeRange: wcmArticlePublication.operTime,
  orderBy: desc(wcmArticlePublication.recordId),
  export: {
    fileName: 'publication',
    sheetName: '发布记录',
    columns: [
      { header: '记录编号', key: 'recordId' },
      { header: '内容编号', key: 'articleId' },
      { header: '类型', key: 'kind', dict: 'wcm_content_kind' },
      { header: '标题', key: 'title', width: 40 },
      { header: '操作', key: 'action', dict: 'wcm_publish_action' },
      { header: '操作人', key: 'operBy' },
      { header: '操作时间', key: 'operTime', width: 20 },
    ],
  },
});

export async function publicationRoutes(app: FastifyInstance) {
  draftResource.register(app);
  publicationResource.register(app);
}
