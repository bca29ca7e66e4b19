import type { FastifyPluginAsync } from 'fastify';

/** Product area routes (issue 7). */
export const productsRoutes: FastifyPluginAsync = async () => {};
