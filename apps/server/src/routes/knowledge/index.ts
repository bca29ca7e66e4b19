import type { FastifyInstance } from 'fastify';
import { addFormBodyParser } from '../../lib/form-body';
import { articleRoutes } from './articles';
import { certificateRoutes } from './certificate';
import { faqRoutes } from './faq';
import { publicationRoutes } from './publication';

/** Knowledge centre routes (issue 13). */
export async function knowledgeRoutes(app: FastifyInstance, opts: { now?: () => number } = {}) {
  addFormBodyParser(app);
  await app.register(faqRoutes);
  await app.register(certificateRoutes);
  await app.register(articleRoutes, opts);
  await app.register(publicationRoutes);
}
