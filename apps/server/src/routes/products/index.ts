import type { FastifyInstance } from 'fastify';
import { addFormBodyParser } from '../../lib/form-body';
import { categoryRoutes } from './category';
import { draftRoutes } from './drafts';
import { productExportRoutes } from './export';
import { productRoutes } from './product';
import { productStateRoutes } from './product-state';

/** Product area routes (issue 7): categories, products, review and listing, drafts. */
export async function productsRoutes(app: FastifyInstance) {
  addFormBodyParser(app);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(productStateRoutes);
  await app.register(productExportRoutes);
  await app.register(draftRoutes);
}
