import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wcmArticle } from '../../db/schema';
import { refuse } from '../../lib/business-error';
import { tr } from '../../i18n/messages';
import { hasPermission } from '../../plugins/auth';
import { contains, defineResource, equals, type Resource } from '../../resources';
import { operatorName } from '../../services/org/context';
import {
  ARTICLE_KINDS,
  type ArticleBody,
  type ArticleKind,
  articleColumnsOf,
  articleOf,
  articleView,
  assertArticleSave,
  assertPublishable,
  assertVersion,
  DRAFT,
  PUBLISHED,
  publishArticle,
  recordPublication,
  restoreRevision,
  revisionsOf,
  saveRevision,
  SCHEDULED,
  scheduleArticle,
  unpublishArticle,
  UNPUBLISHED,
} from '../../services/knowledge/articles';
import { parseWallTime } from '../../services/knowledge/rules';
import { ok } from '../admin/respond';

interface SaveBody extends ArticleBody {
  articleId?: number;
  publish?: boolean;
  version?: number;
}

/** A kind's resource: list, get, add, edit (publish flag, version), remove, export. */
function articleResource(kind: ArticleKind, path: string, permission: string, title: string) {
  const filters = {
    title: contains(wcmArticle.title),
    category: equals(wcmArticle.category),
    status: equals(wcmArticle.status),
    hashtag: {
      kind: 'custom' as const,
      where: (value: string | number) =>
        sql`${wcmArticle.hashtags} @> ${JSON.stringify([String(value).replace(/^#+/, '')])}::jsonb`,
    },
    ...(kind === 'case'
      ? {
          customer: contains(wcmArticle.customer),
          industry: equals(wcmArticle.industry),
          country: contains(wcmArticle.country),
        }
      : {}),
  };
  return defineResource({
    path,
    permission,
    title,
    table: wcmArticle,
    id: wcmArticle.articleId,
    where: eq(wcmArticle.kind, kind),
    view: (row, { operation }) => articleView(row, operation === 'get'),
    pick: (body: SaveBody) => articleColumnsOf(body),
    filters,
    timeRange: wcmArticle.createTime,
    orderBy: [sql`${wcmArticle.sort} desc nulls last`, desc(wcmArticle.createTime)],
    notFound: 'knowledge.article.notFound',
    softDelete: wcmArticle.delFlag,
    hooks: {
      beforeSave: async (values, { db, existing, mode, request }) => {
        const body = request.body as SaveBody;
        if (existing) assertVersion(existing, body.version);
        await assertArticleSave(db, values);
        const live =
          body.publish === true || existing?.status === PUBLISHED || existing?.status === SCHEDULED;
        if (live) await assertPublishable(db, kind, values);
        const by = operatorName(request);
        const publishNow = body.publish === true && existing?.status !== PUBLISHED;
        if (existing && live) await saveRevision(db, existing, by);
        return {
          ...(mode === 'add' ? { kind, version: 1 } : { version: (existing?.version ?? 0) + 1 }),
          ...(publishNow
            ? { status: PUBLISHED, publishTime: new Date(), publishBy: by, scheduledTime: null }
            : {}),
        };
      },
      afterSave: async (_values, { db, existing, id, request }) => {
        const body = request.body as SaveBody;
        if (body.publish !== true || existing?.status === PUBLISHED) return;
        const row = await articleOf(db, kind, id);
        const action = existing?.status === UNPUBLISHED ? 'republish' : 'publish';
        await recordPublication(db, row, action, operatorName(request));
      },
    },
    export: {
      columns: [
        { header: '编号', key: 'articleId' },
        { header: '标题', key: 'title', width: 40 },
        { header: '描述', key: 'description', width: 40 },
        { header: '分类', key: 'category' },
        { header: '排序', key: 'sort' },
        ...(kind === 'case'
          ? ([
              { header: '客户', key: 'customer', width: 24 },
              { header: '行业', key: 'industry' },
              { header: '国家', key: 'country' },
            ] as const)
          : []),
        { header: '状态', key: 'status', dict: 'wcm_publish_status' },
        { header: '发布人', key: 'publishBy' },
        { header: '浏览量', key: 'viewCount' },
        { header: '点赞数', key: 'likeCount' },
        { header: '收藏数', key: 'collectCount' },
        { header: '评论数', key: 'commentCount' },
      ],
    },
  });
}

/** The three kinds' resources, by kind. */
export const articleResources: Record<ArticleKind, Resource> = Object.fromEntries(
  ARTICLE_KINDS.map((k) => [k.kind, articleResource(k.kind, k.path, k.permission, k.title)]),
) as Record<ArticleKind, Resource>;

/** The kinds' resources and their publication, draft and revision routes. */
export async function articleRoutes(app: FastifyInstance, opts: { now?: () => number } = {}) {
  const now = (_request: FastifyRequest) => new Date((opts.now ?? Date.now)());
  // Saving with `publish: true` needs the kind's publish permission as well as add or edit.
  app.addHook('preHandler', async (request, reply) => {
    const body = request.body as { publish?: unknown } | undefined;
    if (!body || typeof body !== 'object' || body.publish !== true) return;
    const url = request.routeOptions.url ?? '';
    const spec = ARTICLE_KINDS.find((k) => url.endsWith(k.path));
    if (!spec) return;
    const perms = (await app.access.of(request.session?.userId ?? 0))?.permissions ?? [];
    if (!hasPermission(perms, `${spec.permission}:publish`))
      return reply.send({ code: 403, msg: tr(request, 'knowledge.publish.denied') });
  });
  for (const { kind } of ARTICLE_KINDS) {
    const resource = articleResources[kind];
    resource.register(app);
    const routes = resource.on(app);
    type WithId = { Params: { articleId: number } };

    routes.post<{ Body: SaveBody }>(
      '/draft',
      { auth: 'authenticated', log: 'UPDATE' },
      async (request) => {
        const body = request.body;
        const perms = (await app.access.of(request.session?.userId ?? 0))?.permissions ?? [];
        const { permission } = ARTICLE_KINDS.find((k) => k.kind === kind) ?? { permission: '' };
        const action = body.articleId === undefined ? 'add' : 'edit';
        if (!hasPermission(perms, `${permission}:${action}`))
          return { code: 403, msg: tr(request, 'auth.forbidden') };
        const values = articleColumnsOf(body);
        const by = operatorName(request);
        const saved = await app.db.transaction(async (tx) => {
          await assertArticleSave(tx, values);
          if (body.articleId === undefined) {
            const [row] = await tx
              .insert(wcmArticle)
              .values({ ...values, kind, status: DRAFT, version: 1, createBy: by })
              .returning({ articleId: wcmArticle.articleId, version: wcmArticle.version });
            return row;
          }
          const existing = await articleOf(tx, kind, body.articleId);
          assertVersion(existing, body.version);
          if (existing.status !== DRAFT) refuse('knowledge.publish.already', existing.title);
          const [row] = await tx
            .update(wcmArticle)
            .set({ ...values, version: existing.version + 1, updateBy: by, updateTime: new Date() })
            .where(eq(wcmArticle.articleId, existing.articleId))
            .returning({ articleId: wcmArticle.articleId, version: wcmArticle.version });
          return row;
        });
        return ok(request, { data: saved });
      },
    );

    for (const [action, change] of [
      ['publish', publishArticle],
      ['unpublish', unpublishArticle],
    ] as const) {
      routes.put<WithId>(
        `/${action}/{articleId}`,
        { auth: 'publish', log: 'UPDATE' },
        async (request) => {
          const by = operatorName(request);
          await change(app.db, kind, request.params.articleId, by, now(request));
          return ok(request);
        },
      );
    }
    routes.put<{ Body: { articleId: number; publishTime: string } }>(
      '/schedule',
      { auth: 'publish', log: 'UPDATE' },
      async (request) => {
        const at = parseWallTime(request.body.publishTime);
        if (!at) refuse('knowledge.schedule.past');
        await scheduleArticle(
          app.db,
          kind,
          request.body.articleId,
          at,
          operatorName(request),
          now(request),
        );
        return ok(request);
      },
    );
    routes.get<WithId>('/revisions/{articleId}', 'query', async (request) => {
      await articleOf(app.db, kind, request.params.articleId);
      return ok(request, { data: await revisionsOf(app.db, request.params.articleId) });
    });
    routes.put<{ Params: { articleId: number; revisionId: number } }>(
      '/revisions/{articleId}/restore/{revisionId}',
      { auth: 'edit', log: 'UPDATE' },
      async (request) => {
        await restoreRevision(
          app.db,
          kind,
          request.params.articleId,
          request.params.revisionId,
          operatorName(request),
          now(request),
        );
        return ok(request);
      },
    );
  }
}
