import type { FastifyPluginAsync } from 'fastify';

/** System administration routes (issue 6): menus, dictionaries, parameters, notices, operation and sign-in logs. */
export const adminRoutes: FastifyPluginAsync = async () => {};
