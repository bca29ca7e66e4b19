import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { addFormBodyParser } from '../lib/form-body';

/** Registers an area's route plugins in order, after the form-body parser their exports read. */
export async function registerArea(app: FastifyInstance, routes: FastifyPluginAsync[]) {
  addFormBodyParser(app);
  for (const plugin of routes) await app.register(plugin);
}
