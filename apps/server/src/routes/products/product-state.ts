import type { FastifyInstance } from 'fastify';
import {
  auditProducts,
  setListing,
  setRecommended,
  submitForReview,
} from '../../services/products/status';
import { productArea } from './product';
import { operator, success } from './reply';

/** PUT /brand/product/listing, /submit, /audit, /recommend (batch state changes). */
export async function productStateRoutes(app: FastifyInstance) {
  const routes = productArea.on(app);
  const update = (auth: string) => ({ auth, log: 'UPDATE' as const });

  routes.put<{ Body: { ids: number[]; listed: boolean } }>(
    '/listing',
    update('edit'),
    async (request) => {
      const { ids, listed } = request.body;
      await setListing(app.db, ids, listed, operator(request));
      return success(request);
    },
  );

  routes.put<{ Body: { ids: number[] } }>('/submit', update('edit'), async (request) => {
    await submitForReview(app.db, request.body.ids, operator(request));
    return success(request);
  });

  routes.put<{ Body: { ids: number[]; action: 'approve' | 'reject'; reason?: string } }>(
    '/audit',
    update('audit'),
    async (request) => {
      const { ids, action, reason } = request.body;
      await auditProducts(app.db, ids, action, reason, operator(request));
      return success(request);
    },
  );

  routes.put<{ Body: { ids: number[]; recommended: boolean } }>(
    '/recommend',
    update('edit'),
    async (request) => {
      const { ids, recommended } = request.body;
      await setRecommended(app.db, ids, recommended, operator(request));
      return success(request);
    },
  );
}
