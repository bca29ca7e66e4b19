import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysDictData, wcmProvider } from '../../db/schema';
import { refuse } from '../../lib/business-error';
import { auditView } from '../../lib/date-format';
import { contains, defineResource, equals } from '../../resources';
import { definedOnly } from '../admin/respond';
import type { RequestBody } from '../../plugins/contract';

/** Service providers (factory:provider): name unique, type from wcm_provider_type. */
export const providerResource = defineResource({
  path: '/factory/provider',
  permission: 'factory:provider',
  title: '服务商',
  table: wcmProvider,
  id: wcmProvider.providerId,
  view: ({ delFlag: _delFlag, ...row }) => ({ ...row, ...auditView(row) }),
  pick: (body: RequestBody<'CompanyProviderBody'>) => ({
    name: body.name.trim(),
    type: body.type,
    contactName: (body.contactName ?? '').trim(),
    contactPhone: (body.contactPhone ?? '').trim(),
    email: (body.email ?? '').trim(),
    region: (body.region ?? '').trim(),
    ...definedOnly({ status: body.status, remark: body.remark }),
  }),
  filters: {
    name: contains(wcmProvider.name),
    type: equals(wcmProvider.type),
    region: contains(wcmProvider.region),
    status: equals(wcmProvider.status),
  },
  unique: [
    {
      column: wcmProvider.name,
      add: 'company.provider.exists.add',
      edit: 'company.provider.exists.edit',
    },
  ],
  notFound: 'company.provider.notFound',
  softDelete: wcmProvider.delFlag,
  hooks: {
    // The type is a value of the wcm_provider_type dictionary (administrators may add types).
    beforeSave: async (values, { db }) => {
      const type = values.type ?? '';
      const [known] = await db
        .select({ value: sysDictData.dictValue })
        .from(sysDictData)
        .where(and(eq(sysDictData.dictType, 'wcm_provider_type'), eq(sysDictData.dictValue, type)))
        .limit(1);
      if (!known) refuse('company.provider.type', type);
    },
  },
});

export async function providerRoutes(app: FastifyInstance) {
  providerResource.register(app);
}
