import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmSiteBackground } from '../../db/schema';
import { auditedRowView } from '../../lib/date-format';
import { contains, defineResource } from '../../resources';
import { checkImage, HOME_BACKGROUND, takeInUse } from '../../services/site/rules';
import type { RequestBody } from '../../plugins/contract';

/** Home background images (site/background): exactly 1920x200; one of them in use. */
export const backgroundResource = defineResource({
  path: '/site/background',
  permission: 'site:background',
  title: '首页背景图',
  table: wcmSiteBackground,
  id: wcmSiteBackground.backgroundId,
  view: auditedRowView,
  pick: (body: RequestBody<'SiteBackgroundBody'>) => ({
    name: body.name.trim(),
    imageUrl: body.imageUrl.trim(),
    inUse: body.inUse ?? '0',
  }),
  filters: { name: contains(wcmSiteBackground.name) },
  orderBy: desc(wcmSiteBackground.backgroundId),
  notFound: 'site.background.notFound',
  hooks: {
    beforeSave: async (values, { db, existing }) => {
      await checkImage(db, values.imageUrl, HOME_BACKGROUND);
      if (values.inUse === '1')
        await takeInUse(
          db,
          wcmSiteBackground,
          wcmSiteBackground.backgroundId,
          existing?.backgroundId,
        );
    },
  },
});

export async function backgroundRoutes(app: FastifyInstance) {
  backgroundResource.register(app);
}
