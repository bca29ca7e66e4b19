import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerArea } from '../register-area';
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
  await registerArea(app, [
    userRoutes,
    userAuthRoutes,
    userExcelRoutes,
    profileRoutes,
    roleRoutes,
    roleAuthRoutes,
    deptRoutes,
    postRoutes,
  ]);
}
