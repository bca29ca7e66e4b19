import type { FastifyPluginAsync } from 'fastify';

/** System administration routes (issue 6): users, roles, menus, departments, posts, dictionaries, parameters, notices, logs, profile. */
export const adminRoutes: FastifyPluginAsync = async () => {};
