import type { FastifyInstance } from 'fastify';
import { addFormBodyParser } from '../../lib/form-body';
import { commentRoutes } from './comment';
import { downloadRoutes } from './download';
import { followerRoutes } from './follower';
import { libraryRoutes } from './library';
import { rfqRoutes } from './rfq';

/** Business interactions (issue 14): RFQs, library, download applications, followers, comments. */
export async function businessRoutes(app: FastifyInstance, options: { now: () => number }) {
  addFormBodyParser(app);
  await app.register(rfqRoutes);
  await app.register(libraryRoutes);
  await app.register(downloadRoutes, { now: options.now });
  await app.register(followerRoutes);
  await app.register(commentRoutes);
}
