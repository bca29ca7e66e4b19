import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { operLogPlugin } from '../../plugins/oper-log';
import { registerArea } from '../register-area';
import { configRoutes } from '../system/config';
import { dictDataAdminRoutes } from '../system/dict-data-admin';
import { dictTypeRoutes } from '../system/dict-type';
import { menuRoutes } from '../system/menu';
import { noticeRoutes } from '../system/notice';
import { noticeReadRoutes } from '../system/notice-read';
import { logininforRoutes } from './logininfor';
import { operlogRoutes } from './operlog';

async function adminAreaRoutes(app: FastifyInstance) {
  await registerArea(app, [
    menuRoutes,
    dictTypeRoutes,
    dictDataAdminRoutes,
    configRoutes,
    noticeRoutes,
    noticeReadRoutes,
    operlogRoutes,
    logininforRoutes,
  ]);
}

/**
 * System administration routes (issue 6): menus, dictionaries, parameters, notices, operation
 * and sign-in logs. Wrapped with fastify-plugin so the operation-log hooks it installs cover
 * every route under the API prefix; its own routes stay encapsulated.
 */
export const adminRoutes = fp(
  async (api: FastifyInstance) => {
    await api.register(operLogPlugin);
    await api.register(adminAreaRoutes);
  },
  { name: 'admin-area' },
);
