import type { FastifyInstance } from 'fastify';
import { registerArea } from '../register-area';
import { categoryRoutes } from './category';
import { draftRoutes } from './drafts';
import { productExportRoutes } from './export';
import { productRoutes } from './product';
import { productStateRoutes } from './product-state';

/** Product area routes (issue 7): categories, products, review and listing, drafts. */
export async function productsRoutes(app: FastifyInstance) {
  await registerArea(app, [
    categoryRoutes,
    productRoutes,
    productStateRoutes,
    productExportRoutes,
    draftRoutes,
  ]);
}
