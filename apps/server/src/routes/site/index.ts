import type { FastifyInstance } from 'fastify';
import { backgroundRoutes } from './background';
import { bannerRoutes } from './banner';
import { colorRoutes } from './color';
import { navigationRoutes } from './navigation';
import { pageRoutes } from './page';
import { statisticsRoutes } from './statistics';

/** Site area routes (issue 16): decoration, statistics and the dashboard figures. */
export async function siteRoutes(app: FastifyInstance, options: { now?: () => number } = {}) {
  await app.register(bannerRoutes);
  await app.register(backgroundRoutes);
  await app.register(pageRoutes);
  await app.register(colorRoutes);
  await app.register(navigationRoutes);
  await app.register(statisticsRoutes, options);
}
