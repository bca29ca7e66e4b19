import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmSiteBanner, wcmSiteNavLink, wcmSitePage } from '../../db/schema';
import { sanitizeRichText } from '../../files/sanitize-html';
import { refuse } from '../../lib/business-error';
import { auditView } from '../../lib/date-format';
import { contains, defineResource, equals } from '../../resources';
import type { RequestBody } from '../../plugins/contract';

/** Site pages (site/page): unique slug, SEO fields, sanitised content (full editor). */
export const pageResource = defineResource({
  path: '/site/page',
  permission: 'site:page',
  title: '页面管理',
  table: wcmSitePage,
  id: wcmSitePage.pageId,
  view: (row, { operation }) => {
    const { content, ...rest } = row;
    return {
      ...rest,
      ...(operation === 'get' ? { content } : {}),
      ...auditView(row),
    };
  },
  pick: (body: RequestBody<'SitePageBody'>) => ({
    name: body.name.trim(),
    slug: body.slug.trim().toLowerCase(),
    seoTitle: (body.seoTitle ?? '').trim(),
    seoKeywords: (body.seoKeywords ?? '').trim(),
    seoDescription: (body.seoDescription ?? '').trim(),
    content: sanitizeRichText(body.content ?? '', 'full'),
    backgroundUrl: (body.backgroundUrl ?? '').trim(),
    status: body.status ?? '0',
  }),
  filters: {
    name: contains(wcmSitePage.name),
    slug: contains(wcmSitePage.slug),
    status: equals(wcmSitePage.status),
  },
  orderBy: desc(wcmSitePage.pageId),
  unique: [
    {
      column: wcmSitePage.slug,
      add: 'site.page.slugExists.add',
      edit: 'site.page.slugExists.edit',
    },
  ],
  notFound: 'site.page.notFound',
  hooks: {
    beforeDelete: async (pages, { db }) => {
      const slugs = pages.map((p) => p.slug);
      const linked = [
        ...(await db
          .select({ slug: wcmSiteBanner.linkTarget })
          .from(wcmSiteBanner)
          .where(
            and(eq(wcmSiteBanner.linkType, 'page'), inArray(wcmSiteBanner.linkTarget, slugs)),
          )),
        ...(await db
          .select({ slug: wcmSiteNavLink.linkTarget })
          .from(wcmSiteNavLink)
          .where(
            and(eq(wcmSiteNavLink.linkType, 'page'), inArray(wcmSiteNavLink.linkTarget, slugs)),
          )),
      ];
      const used = pages.find((p) => linked.some((l) => l.slug === p.slug));
      if (used) refuse('site.page.inUse', used.name);
    },
  },
});

export async function pageRoutes(app: FastifyInstance) {
  pageResource.register(app);
}
