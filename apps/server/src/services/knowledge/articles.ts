import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { wcmArticle, wcmArticlePublication, wcmArticleRevision } from '../../db/schema';
import { sanitizeRichText } from '../../files/sanitize-html';
import { conflict, refuse } from '../../lib/business-error';
import { auditView, formatDateTime } from '../../lib/date-format';
import { assertContentImages, assertCover, assertProducts, textOf } from './rules';
import type { RequestBody } from '../../plugins/contract';

// Articles (news), solutions and success cases: one table, `kind` apart (schema/knowledge.ts).

export type ArticleKind = 'article' | 'solution' | 'case';
export type ArticleRow = typeof wcmArticle.$inferSelect;
export type PublicationAction = 'publish' | 'unpublish' | 'republish' | 'schedule';

/** Status codes (dictionary wcm_publish_status). */
export const DRAFT = '0';
export const PUBLISHED = '1';
export const UNPUBLISHED = '2';
export const SCHEDULED = '3';

/** Each kind's resource: path, permission prefix, operation-log title. */
export const ARTICLE_KINDS: ReadonlyArray<{
  kind: ArticleKind;
  path: string;
  permission: string;
  title: string;
}> = [
  {
    kind: 'article',
    path: '/konwledge/article',
    permission: 'konwledge:article',
    title: '新闻资讯',
  },
  { kind: 'solution', path: '/brand/solution', permission: 'brand:solution', title: '解决方案' },
  { kind: 'case', path: '/success/case', permission: 'success:case', title: '成功案例' },
];

/** The fields a form sends (add, edit, draft). */
export type ArticleBody = RequestBody<'KnowledgeArticleBody'>;

/** Body → column values (content through the shared sanitiser, hashtags trimmed, unique). */
export function articleColumnsOf(body: ArticleBody) {
  const tags = (body.hashtags ?? []).map((t) => t.trim().replace(/^#+/, '')).filter(Boolean);
  return {
    title: body.title.trim(),
    description: body.description?.trim() ?? '',
    coverUrl: body.coverUrl?.trim() ?? '',
    hashtags: [...new Set(tags)],
    sort: body.sort ?? null,
    category: body.category?.trim() ?? '',
    content: sanitizeRichText(body.content ?? '', 'full'),
    customer: body.customer?.trim() ?? '',
    industry: body.industry?.trim() ?? '',
    country: body.country?.trim() ?? '',
    productIds: [...new Set(body.productIds ?? [])],
  };
}
export type ArticleColumns = ReturnType<typeof articleColumnsOf>;

/** Checks of every save: content images (type, 200 KB) and linked products. */
export async function assertArticleSave(db: Db, values: ArticleColumns): Promise<void> {
  await assertContentImages(db, values.content);
  await assertProducts(db, values.productIds);
}

/** What a published (or scheduled) one must have: every field, a 1:1.4 cover, content. */
export async function assertPublishable(
  db: Db,
  kind: string,
  values: Omit<ArticleColumns, 'hashtags' | 'sort' | 'productIds'>,
): Promise<void> {
  if (values.title === '') refuse('knowledge.required.title');
  if (values.description === '') refuse('knowledge.required.description');
  await assertCover(db, values.coverUrl);
  if (values.category === '') refuse('knowledge.required.category');
  if (textOf(values.content) === '' && !/<(?:img|video)\b/i.test(values.content))
    refuse('knowledge.required.content');
  if (kind === 'case') {
    if (values.customer === '') refuse('knowledge.required.customer');
    if (values.industry === '') refuse('knowledge.required.industry');
    if (values.country === '') refuse('knowledge.required.country');
  }
}

/** Row → wire object; the content only in the answer of one article. */
export function articleView(row: ArticleRow, withContent: boolean) {
  const { delFlag: _deleted, content, ...rest } = row;
  return {
    ...rest,
    kind: row.kind as ArticleKind,
    ...(withContent ? { content } : {}),
    publishTime: formatDateTime(row.publishTime),
    scheduledTime: formatDateTime(row.scheduledTime),
    ...auditView(row),
  };
}

/** Refuses a stale optimistic version (code 409). */
export function assertVersion(row: ArticleRow, version: number | undefined): void {
  if (version !== undefined && version !== row.version) conflict('knowledge.article.stale');
}

/** One publication record. */
export async function recordPublication(
  db: Db,
  row: Pick<ArticleRow, 'articleId' | 'kind' | 'title'>,
  action: PublicationAction,
  by: string,
): Promise<void> {
  await db.insert(wcmArticlePublication).values({
    articleId: row.articleId,
    kind: row.kind,
    title: row.title,
    action,
    operBy: by,
  });
}

/** Keeps the saved fields as a version that can be restored. */
export async function saveRevision(db: Db, row: ArticleRow, by: string): Promise<void> {
  const snapshot: Record<string, unknown> = articleColumnsSnapshot(row);
  await db.insert(wcmArticleRevision).values({
    articleId: row.articleId,
    version: row.version,
    title: row.title,
    snapshot,
    createBy: by,
  });
}

function articleColumnsSnapshot(row: ArticleRow): ArticleColumns {
  return {
    title: row.title,
    description: row.description,
    coverUrl: row.coverUrl,
    hashtags: row.hashtags,
    sort: row.sort,
    category: row.category,
    content: row.content,
    customer: row.customer,
    industry: row.industry,
    country: row.country,
    productIds: row.productIds,
  };
}

/** The live (not deleted) article of `kind` with `id`, or a refusal. */
export async function articleOf(db: Db, kind: string, id: number): Promise<ArticleRow> {
  const [row] = await db
    .select()
    .from(wcmArticle)
    .where(
      and(eq(wcmArticle.articleId, id), eq(wcmArticle.kind, kind), eq(wcmArticle.delFlag, '0')),
    )
    .limit(1);
  if (!row) refuse('knowledge.article.notFound');
  return row;
}

/** Writes `changes` to `row` as its next version, by `by` at `now`. */
async function saveVersion(
  tx: Db,
  row: ArticleRow,
  by: string,
  now: Date,
  changes: Partial<typeof wcmArticle.$inferInsert>,
) {
  await tx
    .update(wcmArticle)
    .set({ ...changes, version: row.version + 1, updateBy: by, updateTime: now })
    .where(eq(wcmArticle.articleId, row.articleId));
}

/** Publishes (or republishes an unpublished) article after the full check. */
export async function publishArticle(db: Db, kind: string, id: number, by: string, now: Date) {
  await db.transaction(async (tx) => {
    const row = await articleOf(tx, kind, id);
    if (row.status === PUBLISHED) refuse('knowledge.publish.already', row.title);
    await assertPublishable(tx, kind, row);
    await saveVersion(tx, row, by, now, {
      status: PUBLISHED,
      publishTime: now,
      publishBy: by,
      scheduledTime: null,
    });
    await recordPublication(tx, row, row.status === UNPUBLISHED ? 'republish' : 'publish', by);
    await saveRevision(tx, row, by);
  });
}

/** Takes a published or scheduled article offline. */
export async function unpublishArticle(db: Db, kind: string, id: number, by: string, now: Date) {
  await db.transaction(async (tx) => {
    const row = await articleOf(tx, kind, id);
    if (row.status !== PUBLISHED && row.status !== SCHEDULED)
      refuse('knowledge.publish.notLive', row.title);
    await saveVersion(tx, row, by, now, { status: UNPUBLISHED, scheduledTime: null });
    await recordPublication(tx, row, 'unpublish', by);
  });
}

/** Schedules publication at `at` (in the future); the publication job publishes it once. */
export async function scheduleArticle(
  db: Db,
  kind: string,
  id: number,
  at: Date,
  by: string,
  now: Date,
) {
  if (at.getTime() <= now.getTime()) refuse('knowledge.schedule.past');
  await db.transaction(async (tx) => {
    const row = await articleOf(tx, kind, id);
    if (row.status === PUBLISHED) refuse('knowledge.publish.already', row.title);
    await assertPublishable(tx, kind, row);
    await saveVersion(tx, row, by, now, { status: SCHEDULED, scheduledTime: at });
    await recordPublication(tx, row, 'schedule', by);
  });
}

/**
 * Publishes every scheduled article whose time has come; returns how many. The update is
 * conditional on the status, so when two processes run it at once each article goes live once.
 */
export async function publishDue(db: Db, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(wcmArticle)
    .where(
      and(
        eq(wcmArticle.status, SCHEDULED),
        eq(wcmArticle.delFlag, '0'),
        lte(wcmArticle.scheduledTime, now),
      ),
    );
  let published = 0;
  for (const row of due) {
    const by = row.updateBy || row.createBy;
    const done = await db.transaction(async (tx) => {
      const changed = await tx
        .update(wcmArticle)
        .set({ status: PUBLISHED, publishTime: now, publishBy: by, version: row.version + 1 })
        .where(and(eq(wcmArticle.articleId, row.articleId), eq(wcmArticle.status, SCHEDULED)))
        .returning({ id: wcmArticle.articleId });
      if (changed.length === 0) return false;
      await recordPublication(tx, row, 'publish', by);
      return true;
    });
    if (done) published += 1;
  }
  return published;
}

/** Saved versions of an article, the newest first. */
export async function revisionsOf(db: Db, articleId: number) {
  const rows = await db
    .select()
    .from(wcmArticleRevision)
    .where(eq(wcmArticleRevision.articleId, articleId))
    .orderBy(desc(wcmArticleRevision.revisionId));
  return rows.map((r) => ({
    revisionId: r.revisionId,
    articleId: r.articleId,
    version: r.version,
    title: r.title,
    createBy: r.createBy,
    createTime: formatDateTime(r.createTime),
  }));
}

/**
 * Restores a saved version's fields (the current ones are kept as a version first). A live
 * article must still pass the publication rules with the restored fields.
 */
export async function restoreRevision(
  db: Db,
  kind: string,
  articleId: number,
  revisionId: number,
  by: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const row = await articleOf(tx, kind, articleId);
    const [revision] = await tx
      .select()
      .from(wcmArticleRevision)
      .where(
        and(
          eq(wcmArticleRevision.revisionId, revisionId),
          eq(wcmArticleRevision.articleId, articleId),
        ),
      )
      .limit(1);
    if (!revision) refuse('knowledge.revision.notFound');
    const values = articleColumnsOf(revision.snapshot as unknown as ArticleBody);
    if (row.status === PUBLISHED || row.status === SCHEDULED)
      await assertPublishable(tx, kind, values);
    await saveRevision(tx, row, by);
    await saveVersion(tx, row, by, now, values);
  });
}
