import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { addFormBodyParser } from '../../lib/form-body';
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
  addFormBodyParser(app);
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
  await app.register(userRoutes);
  await app.register(userAuthRoutes);
  await app.register(userExcelRoutes);
  await app.register(profileRoutes);
  await app.register(roleRoutes);
  await app.register(roleAuthRoutes);
  await app.register(deptRoutes);
  await app.register(postRoutes);
}
