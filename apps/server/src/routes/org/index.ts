import type { FastifyPluginAsync } from 'fastify';

/** Organisation routes (issue 6): users, roles, departments, positions, personal centre. */
export const orgRoutes: FastifyPluginAsync = async () => {};
