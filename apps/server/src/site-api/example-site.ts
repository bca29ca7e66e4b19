// The example brand site (issue 18): a static page (HTML, one script, one style sheet; no build
// step, no inline script, as the CSP forbids them) that renders the home page, a product page and
// the RFQ form from the public site API, and sends a visit beacon. Served read-only at /site/ from
// ./example; only the files listed here are served.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

export const EXAMPLE_SITE_PATH = '/site/';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'example');

const FILES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'site.js': 'text/javascript; charset=utf-8',
  'site.css': 'text/css; charset=utf-8',
};

export async function exampleSiteRoutes(app: FastifyInstance) {
  const anonymous = { config: { auth: 'anonymous' as const } };
  const serve = async (name: string) => readFile(path.join(dir, name));

  app.get('/site', anonymous, async (_request, reply) => reply.redirect(EXAMPLE_SITE_PATH, 301));
  app.get('/site/', anonymous, async (_request, reply) =>
    reply
      .type(FILES['index.html']!)
      .header('cache-control', 'no-cache')
      .send(await serve('index.html')),
  );
  app.get<{ Params: { file: string } }>('/site/:file', anonymous, async (request, reply) => {
    const name = request.params.file;
    const type = Object.hasOwn(FILES, name) ? FILES[name] : undefined;
    if (!type) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    return reply
      .type(type)
      .header('cache-control', 'no-cache')
      .send(await serve(name));
  });
}
