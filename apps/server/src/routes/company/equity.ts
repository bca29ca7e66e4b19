import { asc, ne, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmEquity } from '../../db/schema';
import { refuse } from '../../lib/business-error';
import { auditView } from '../../lib/date-format';
import { contains, defineResource, equals } from '../../resources';
import { definedOnly } from '../admin/respond';
import type { RequestBody } from '../../plugins/contract';

/** Hundredths of a percent, so sums are exact integers. */
const hundredths = (value: string | number | null | undefined) =>
  Math.round(Number(value ?? 0) * 100);
const percent = (hundredthsValue: number) => (hundredthsValue / 100).toFixed(2);
/** Serialises writers of the shareholding table (PostgreSQL advisory lock key). */
const EQUITY_LOCK = 15_001;

/** Shareholders and percentages (factory:equity); all of them together at most 100%. */
export const equityResource = defineResource({
  path: '/factory/equity',
  permission: 'factory:equity',
  title: '股权列表',
  table: wcmEquity,
  id: wcmEquity.equityId,
  view: (row) => ({
    ...row,
    percentage: Number(row.percentage),
    contribution: row.contribution === null ? null : Number(row.contribution),
    ...auditView(row),
  }),
  pick: (body: RequestBody<'CompanyEquityBody'>) => ({
    shareholderName: body.shareholderName.trim(),
    percentage: percent(hundredths(body.percentage)),
    ...definedOnly({
      shareholderType: body.shareholderType,
      sort: body.sort,
      remark: body.remark,
      contribution:
        body.contribution === undefined
          ? undefined
          : body.contribution === null
            ? null
            : body.contribution.toFixed(2),
    }),
  }),
  filters: {
    shareholderName: contains(wcmEquity.shareholderName),
    shareholderType: equals(wcmEquity.shareholderType),
  },
  orderBy: [asc(wcmEquity.sort), asc(wcmEquity.equityId)],
  unique: [
    {
      column: wcmEquity.shareholderName,
      add: 'company.equity.exists.add',
      edit: 'company.equity.exists.edit',
    },
  ],
  notFound: 'company.equity.notFound',
  auth: { options: { permission: 'factory:equity:list' } },
  hooks: {
    // In the save's transaction: concurrent saves wait for each other, so two shareholders
    // added at once cannot push the total past 100% together.
    beforeSave: async (values, { db, existing }) => {
      await db.execute(sql`select pg_advisory_xact_lock(${EQUITY_LOCK})`);
      const [others] = await db
        .select({ total: sum(wcmEquity.percentage) })
        .from(wcmEquity)
        .where(existing ? ne(wcmEquity.equityId, existing.equityId) : undefined);
      const taken = hundredths(others?.total);
      if (taken + hundredths(values.percentage) > 100_00)
        refuse('company.equity.total', percent(taken), percent(Math.max(0, 100_00 - taken)));
    },
  },
});

export async function equityRoutes(app: FastifyInstance) {
  equityResource.register(app);
}
