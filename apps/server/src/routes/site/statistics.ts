import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmProduct } from '../../db/schema';
import {
  addDays,
  dayOf,
  rangeOf,
  siteStatistics,
  startOfDay,
  visitSeries,
  visitTotals,
} from '../../services/site/statistics';
import { dashboardFigures } from '../../services/site/dashboard';
import { ok } from '../admin/respond';
import { defineRoutes } from '../../resources';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({ path: '', permission: 'site:statistics' });

/** GET /site/statistics/summary and GET /dashboard/summary. */
export async function statisticsRoutes(app: FastifyInstance, options: { now?: () => number }) {
  const now = options.now ?? Date.now;

  const routes = area.on(app);
  routes.get<{ Querystring: { beginDate?: string; endDate?: string } }>(
    '/site/statistics/summary',
    'list',
    async (request) => {
      const at = now();
      const { begin, end } = rangeOf(request.query.beginDate, request.query.endDate, at);
      return ok(request, { data: await siteStatistics(app.db, begin, end, at) });
    },
  );

  routes.get('/dashboard/summary', { auth: { permission: 'dashboard:view' } }, async (request) => {
    const at = now();
    const today = dayOf(at);
    const count1 = async (where?: ReturnType<typeof eq>) => {
      const [row] = await app.db.select({ n: count() }).from(wcmProduct).where(where);
      return row?.n ?? 0;
    };
    const [total, listed, pendingReview] = [
      await count1(),
      await count1(eq(wcmProduct.listingStatus, '1')),
      await count1(and(eq(wcmProduct.auditStatus, '0'))),
    ];
    const todayTotals = await visitTotals(app.db, startOfDay(today), at + 1);
    const yesterday = await visitTotals(app.db, startOfDay(addDays(today, -1)), startOfDay(today));
    const last30 = await visitTotals(app.db, startOfDay(addDays(today, -29)), at + 1);
    return ok(request, {
      data: {
        products: { total, listed, pendingReview },
        visits: {
          yesterday: yesterday.visits,
          today: todayTotals.visits,
          last30Days: last30.visits,
          pageViews30Days: last30.pageViews,
          enquiries30Days: last30.enquiries,
        },
        series: await visitSeries(app.db, addDays(today, -13), today, at),
        pending: { productsToReview: pendingReview, enquiriesToday: todayTotals.enquiries },
        ...(await dashboardFigures(app.db, at)),
      },
    });
  });
}
