import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const HASHED_ASSET = /^assets\//;

/** Serves the built host app at /wcm/ with SPA fallback; 503 text when it is not built. */
export async function hostAppRoutes(app: FastifyInstance, options: { hostDist: string }) {
  const root = path.resolve(options.hostDist);
  const built = existsSync(path.join(root, 'index.html'));

  app.get('/', { config: { auth: 'anonymous' } }, async (_request, reply) =>
    reply.redirect('/wcm/', 302),
  );

  if (!built) {
    const notBuilt = async (_request: unknown, reply: FastifyReply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `The WCM console is not built (no index.html in ${root}). Run "npm run build" and restart the server.\n`,
        );
    app.get('/wcm', { config: { auth: 'anonymous' } }, notBuilt);
    app.get('/wcm/*', { config: { auth: 'anonymous' } }, notBuilt);
    return;
  }

  // The host build writes .br and .gz copies of its text assets (apps/host/precompress.ts): they
  // are sent to browsers that accept them, the plain file to the others.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    decorateReply: true,
    preCompressed: true,
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });

  app.get('/wcm', { config: { auth: 'anonymous' } }, async (_request, reply) =>
    reply.redirect('/wcm/', 301),
  );
  app.get<{ Params: { '*': string } }>(
    '/wcm/*',
    { config: { auth: 'anonymous' } },
    async (request, reply) => {
      const relative = request.params['*'];
      const target = path.resolve(root, relative);
      // Anything resolving outside the dist folder (../ tricks) falls back to the SPA shell.
      const inside = target.startsWith(root + path.sep);
      if (inside && relative !== '' && existsSync(target) && statSync(target).isFile()) {
        if (relative === 'index.html') return sendIndex(reply);
        const cache = HASHED_ASSET.test(relative)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600';
        return reply
          .header('cache-control', cache)
          .sendFile(relative, root, { cacheControl: false });
      }
      // A missing file with an extension is a real 404, not a client-side route.
      if (/\.[a-z0-9]{1,8}$/i.test(relative) && HASHED_ASSET.test(relative)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      }
      return sendIndex(reply);
    },
  );
}
