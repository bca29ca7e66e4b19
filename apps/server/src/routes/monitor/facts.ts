import type { FastifyInstance } from 'fastify';
import { databaseFacts } from '../../services/monitor/db-facts';
import { serverFacts } from '../../services/monitor/server-facts';
import { ok } from '../admin/respond';

export interface FactsRouteOptions {
  now: () => number;
  dataDir: string;
  databaseUrl: string | undefined;
}

/** Server facts, database facts (replaces RuoYi's Druid page) and the API documentation. */
export async function factsRoutes(app: FastifyInstance, options: FactsRouteOptions) {
  app.get(
    '/monitor/server',
    { config: { auth: { permission: 'monitor:server:list' } } },
    async (request) => ok(request, { data: await serverFacts(options.dataDir, options.now()) }),
  );

  app.get(
    '/monitor/data',
    { config: { auth: { permission: 'monitor:data:list' } } },
    async (request) => ok(request, { data: await databaseFacts(app.db, options.databaseUrl) }),
  );

  // Signed-in users with the permission only (RuoYi served its docs to anyone).
  app.get(
    '/tool/swagger',
    { config: { auth: { permission: 'tool:swagger:list' } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(app.openapi),
  );
}
