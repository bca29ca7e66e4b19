import type { FastifyPluginAsync } from 'fastify';

/** Upload, download and file-record routes (issue 5). */
export const filesRoutes: FastifyPluginAsync = async () => {};
