import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmSiteColor } from '../../db/schema';
import { refuse } from '../../lib/business-error';
import { auditedRowView } from '../../lib/date-format';
import { contains, defineResource } from '../../resources';
import { takeInUse } from '../../services/site/rules';
import type { RequestBody } from '../../plugins/contract';

const hex = (value: string) => value.trim().toLowerCase();

/** Colour schemes (site/color); the one marked in use is the site's. */
export const colorResource = defineResource({
  path: '/site/color',
  permission: 'site:color',
  title: '配色方案',
  table: wcmSiteColor,
  id: wcmSiteColor.schemeId,
  view: auditedRowView,
  pick: (body: RequestBody<'SiteColorBody'>) => ({
    name: body.name.trim(),
    primaryColor: hex(body.primaryColor),
    secondaryColor: hex(body.secondaryColor),
    accentColor: hex(body.accentColor),
    textColor: hex(body.textColor),
    backgroundColor: hex(body.backgroundColor ?? '#ffffff'),
    inUse: body.inUse ?? '0',
  }),
  filters: { name: contains(wcmSiteColor.name) },
  orderBy: desc(wcmSiteColor.inUse),
  notFound: 'site.color.notFound',
  hooks: {
    beforeSave: async (values, { db, existing }) => {
      if (values.inUse === '1')
        await takeInUse(db, wcmSiteColor, wcmSiteColor.schemeId, existing?.schemeId);
    },
    beforeDelete: (schemes) => {
      const used = schemes.find((s) => s.inUse === '1');
      if (used) refuse('site.color.inUse', used.name);
    },
  },
});

export async function colorRoutes(app: FastifyInstance) {
  colorResource.register(app);
}
