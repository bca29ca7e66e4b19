import type { FastifyInstance } from 'fastify';
import { requestSchema } from '../../plugins/contract';
import {
  auditProducts,
  setListing,
  setRecommended,
  submitForReview,
} from '../../services/products/status';
import { PRODUCT_LOG_TITLE } from './product';
import { operator, success } from './reply';

const log = { title: PRODUCT_LOG_TITLE, businessType: 'UPDATE' } as const;

/** PUT /brand/product/listing, /submit, /audit, /recommend (batch state changes). */
export async function productStateRoutes(app: FastifyInstance) {
  const schema = (path: string) => requestSchema(app.openapi, 'put', path);

  app.put<{ Body: { ids: number[]; listed: boolean } }>(
    '/brand/product/listing',
    {
      schema: schema('/brand/product/listing'),
      config: { auth: { permission: 'brand:product:edit' }, operLog: log },
    },
    async (request) => {
      const { ids, listed } = request.body;
      await setListing(app.db, ids, listed, operator(request));
      return success(request);
    },
  );

  app.put<{ Body: { ids: number[] } }>(
    '/brand/product/submit',
    {
      schema: schema('/brand/product/submit'),
      config: { auth: { permission: 'brand:product:edit' }, operLog: log },
    },
    async (request) => {
      await submitForReview(app.db, request.body.ids, operator(request));
      return success(request);
    },
  );

  app.put<{ Body: { ids: number[]; action: 'approve' | 'reject'; reason?: string } }>(
    '/brand/product/audit',
    {
      schema: schema('/brand/product/audit'),
      config: { auth: { permission: 'brand:product:audit' }, operLog: log },
    },
    async (request) => {
      const { ids, action, reason } = request.body;
      await auditProducts(app.db, ids, action, reason, operator(request));
      return success(request);
    },
  );

  app.put<{ Body: { ids: number[]; recommended: boolean } }>(
    '/brand/product/recommend',
    {
      schema: schema('/brand/product/recommend'),
      config: { auth: { permission: 'brand:product:edit' }, operLog: log },
    },
    async (request) => {
      const { ids, recommended } = request.body;
      await setRecommended(app.db, ids, recommended, operator(request));
      return success(request);
    },
  );
}
