import type { FastifyInstance } from 'fastify';
import { tr } from '../../i18n/messages';
import { apiDocumentHtml } from '../../services/monitor/api-doc-html';
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
    async (request) =>
      ok(request, {
        data: await serverFacts(options.dataDir, options.now(), {
          runTime: (d, h, m) => tr(request, 'monitor.server.runTime', d, h, m),
          dataDisk: tr(request, 'monitor.server.dataDisk'),
        }),
      }),
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

  // RuoYi-Vue3's "system interface" page frames this path: the same document as a static page
  // (no script), for the same users; the frame sends the session in the Admin-Token cookie.
  let html: string | undefined;
  app.get(
    '/swagger-ui/index.html',
    { config: { auth: { permission: 'tool:swagger:list' }, cookieToken: true } },
    async (_request, reply) => {
      html ??= apiDocumentHtml(app.openapi as Record<string, unknown>);
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
        )
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
