import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { wcmProduct, wcmSiteNavGroup, wcmSiteNavLink, wcmSitePage } from '../../db/schema';
import type { SiteLinkType } from '../../db/schema/site';
import { checkLink } from '../../services/site/rules';
import { ok } from '../admin/respond';
import { defineRoutes } from '../../resources';
import type { RequestBody } from '../../plugins/contract';
import { operatorName } from '../../services/org/context';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({ path: '/site', permission: 'site:navigation', title: '底部导航' });

/** The bottom navigation: groups left to right, each with its links in order. */
export async function readNavigation(db: Db) {
  const groups = await db
    .select()
    .from(wcmSiteNavGroup)
    .orderBy(asc(wcmSiteNavGroup.position), asc(wcmSiteNavGroup.groupId));
  const links = await db
    .select()
    .from(wcmSiteNavLink)
    .orderBy(asc(wcmSiteNavLink.position), asc(wcmSiteNavLink.linkId));
  return groups.map((g) => ({
    groupId: g.groupId,
    title: g.title,
    links: links
      .filter((l) => l.groupId === g.groupId)
      .map((l) => ({
        linkId: l.linkId,
        label: l.label,
        linkType: l.linkType as SiteLinkType,
        linkTarget: l.linkTarget,
      })),
  }));
}

/** GET/PUT /site/navigation and GET /site/link-targets. */
export async function navigationRoutes(app: FastifyInstance) {
  const routes = area.on(app);
  routes.get('/navigation', 'list', async (request) =>
    ok(request, { data: await readNavigation(app.db) }),
  );

  routes.put<{ Body: RequestBody<'SiteNavigationBody'> }>(
    '/navigation',
    { auth: 'edit', log: 'UPDATE' },
    async (request) => {
      const by = operatorName(request);
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const checked = [];
        for (const group of request.body.groups) {
          const links = [];
          for (const link of group.links)
            links.push({
              label: link.label.trim(),
              linkType: link.linkType,
              linkTarget: await checkLink(db, link.linkType, link.linkTarget),
            });
          checked.push({ title: group.title.trim(), links });
        }
        await db.delete(wcmSiteNavLink);
        await db.delete(wcmSiteNavGroup);
        for (const [position, group] of checked.entries()) {
          const [row] = await db
            .insert(wcmSiteNavGroup)
            .values({ title: group.title, position, createBy: by })
            .returning({ groupId: wcmSiteNavGroup.groupId });
          if (!row || group.links.length === 0) continue;
          await db
            .insert(wcmSiteNavLink)
            .values(group.links.map((l, i) => ({ ...l, groupId: row.groupId, position: i })));
        }
      });
      return ok(request);
    },
  );

  routes.get('/link-targets', 'authenticated', async (request) => {
    const pages = await app.db
      .select({ slug: wcmSitePage.slug, name: wcmSitePage.name })
      .from(wcmSitePage)
      .orderBy(asc(wcmSitePage.name));
    const products = await app.db
      .select({ productId: wcmProduct.productId, name: wcmProduct.name })
      .from(wcmProduct)
      .where(eq(wcmProduct.listingStatus, '1'))
      .orderBy(desc(wcmProduct.updateTime), desc(wcmProduct.productId))
      .limit(500);
    return ok(request, { data: { pages, products } });
  });
}
