import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { wcmArticle } from '../../src/db/schema';
import { isCounterStatement, SITE_CACHE_VERSION_KEY } from '../../src/site-api/cache';
import { getApp, getShared } from '../helper';
import { uid } from '../org/fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await getApp();
});

const version = () => app.kv.get(SITE_CACHE_VERSION_KEY);
const post = (url: string) => app.inject({ method: 'POST', url: `/site-api/v1${url}` });

describe('site API cache and article likes', () => {
  it('keeps the cache on a like or a bookmark, and drops it on any other article write', async () => {
    const db = (await getShared()).database.db;
    const [article] = await db
      .insert(wcmArticle)
      .values({
        kind: 'article',
        title: `t_counter_${uid()}`,
        status: '1',
        publishTime: new Date(),
      })
      .returning({ id: wcmArticle.articleId });
    const id = article!.id;
    await app.siteCache.invalidate();
    const before = await version();
    expect((await post(`/articles/${id}/like`)).statusCode).toBe(200);
    expect((await post(`/articles/${id}/collect`)).statusCode).toBe(200);
    expect(await version()).toBe(before);
    const [counts] = await db
      .select({ likes: wcmArticle.likeCount, bookmarks: wcmArticle.collectCount })
      .from(wcmArticle)
      .where(eq(wcmArticle.articleId, id));
    expect(counts).toEqual({ likes: 1, bookmarks: 1 });
    // Any other write to the article (here its title) drops the cache as before.
    await db
      .update(wcmArticle)
      .set({ title: `t_counter_${uid()}` })
      .where(eq(wcmArticle.articleId, id));
    expect(await version()).not.toBe(before);
  });

  it('counts as a counter only the statement that adds one like or bookmark', () => {
    const like =
      'update "wcm_article" set "like_count" = "wcm_article"."like_count" + 1 where ("wcm_article"."article_id" = $1)';
    expect(isCounterStatement(like)).toBe(true);
    expect(isCounterStatement(like.replaceAll('like_count', 'collect_count'))).toBe(true);
    expect(
      isCounterStatement('update "wcm_article" set "title" = $1 where "article_id" = $2'),
    ).toBe(false);
    expect(
      isCounterStatement(
        'update "wcm_article" set "like_count" = "wcm_article"."like_count" + 1, "title" = $1 where 1=1',
      ),
    ).toBe(false);
    expect(
      isCounterStatement(
        'update "wcm_article" set "like_count" = "wcm_article"."collect_count" + 1 where 1=1',
      ),
    ).toBe(false);
  });
});
