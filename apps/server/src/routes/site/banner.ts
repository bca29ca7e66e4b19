import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmSiteBanner } from '../../db/schema';
import { refuse } from '../../lib/business-error';
import { auditView, formatDateTime } from '../../lib/date-format';
import { contains, defineResource, equals } from '../../resources';
import { parseWallTime } from '../../services/admin/query';
import { APP_BANNER, checkImage, checkLink, PC_BANNER } from '../../services/site/rules';
import type { RequestBody } from '../../plugins/contract';

const instant = (text: string | null | undefined) =>
  text ? (parseWallTime(text)?.at ?? null) : null;

/** Home banners (site/banner): image size by type, link target and display window checked. */
export const bannerResource = defineResource({
  path: '/site/banner',
  permission: 'site:banner',
  title: '轮播图',
  table: wcmSiteBanner,
  id: wcmSiteBanner.bannerId,
  view: (row) => ({
    ...row,
    startTime: formatDateTime(row.startTime),
    endTime: formatDateTime(row.endTime),
    ...auditView(row),
  }),
  pick: (body: RequestBody<'SiteBannerBody'>) => ({
    title: body.title.trim(),
    bannerType: body.bannerType,
    imageUrl: body.imageUrl.trim(),
    linkType: body.linkType,
    linkTarget: (body.linkTarget ?? '').trim(),
    sort: body.sort ?? 0,
    visible: body.visible ?? '0',
    startTime: instant(body.startTime),
    endTime: instant(body.endTime),
  }),
  filters: {
    title: contains(wcmSiteBanner.title),
    bannerType: equals(wcmSiteBanner.bannerType),
    visible: equals(wcmSiteBanner.visible),
  },
  orderBy: desc(wcmSiteBanner.sort),
  notFound: 'site.banner.notFound',
  hooks: {
    beforeSave: async (values, { db }) => {
      await checkImage(db, values.imageUrl, values.bannerType === 'app' ? APP_BANNER : PC_BANNER);
      const linkTarget = await checkLink(db, values.linkType, values.linkTarget);
      if (values.startTime && values.endTime && values.endTime < values.startTime)
        refuse('site.banner.window');
      return { linkTarget };
    },
  },
});

export async function bannerRoutes(app: FastifyInstance) {
  bannerResource.register(app);
}
