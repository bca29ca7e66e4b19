import type { FastifyPluginAsync } from 'fastify';

/** Monitoring and tool routes (issue 8). */
export const monitorRoutes: FastifyPluginAsync = async () => {};
