import { parse as parseQuery } from 'node:querystring';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { tr } from '../../i18n/messages';
import { OrgError } from '../../services/org/errors';
import { deptRoutes } from './dept';
import { postRoutes } from './post';
import { profileRoutes } from './profile';
import { roleAuthRoutes } from './role-auth';
import { roleRoutes } from './role';
import { userAuthRoutes } from './user-auth';
import { userExcelRoutes } from './user-excel';
import { userRoutes } from './user';

/** Largest multipart file of the area (xlsx imports; avatars have a smaller per-route cap). */
export const ORG_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Organisation routes (issue 6): users, roles, departments, positions, personal centre. */
export async function orgRoutes(app: FastifyInstance) {
  // RuoYi clients post export filters form-encoded (wire contract §8.1).
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, parseQuery(String(body))),
    );
  }
  if (!app.hasRequestDecorator('file')) {
    await app.register(multipart, {
      limits: {
        fileSize: ORG_MAX_UPLOAD_BYTES,
        files: 1,
        fields: 5,
        parts: 6,
        headerPairs: 50,
        fieldSize: 1024,
      },
    });
  }
  // Business refusals thrown by the org services answer HTTP 200 with RuoYi's {code,msg};
  // anything else goes on to the app's error handler.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof OrgError)
      return reply.code(200).send({ code: error.code, msg: tr(request, error.key, ...error.args) });
    throw error;
  });
  await app.register(userRoutes);
  await app.register(userAuthRoutes);
  await app.register(userExcelRoutes);
  await app.register(profileRoutes);
  await app.register(roleRoutes);
  await app.register(roleAuthRoutes);
  await app.register(deptRoutes);
  await app.register(postRoutes);
}
