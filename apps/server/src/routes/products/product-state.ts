import type { FastifyInstance } from 'fastify';
import {
  auditProducts,
  setListing,
  setRecommended,
  submitForReview,
} from '../../services/products/status';
import { productArea } from './product';
import { success } from './reply';
import { operatorName } from '../../services/org/context';

interface Ids {
  ids: number[];
}

/** PUT /brand/product/listing, /submit, /audit, /recommend (batch state changes). */
export async function productStateRoutes(app: FastifyInstance) {
  const routes = productArea.on(app);
  /** A batch change of the products `ids`: the service runs as the operator, then `{code:200}`. */
  const batch = <B extends Ids>(
    path: string,
    auth: string,
    run: (body: B, by: string) => unknown,
  ) =>
    routes.put<{ Body: B }>(path, { auth, log: 'UPDATE' }, async (request) => {
      await run(request.body as B, operatorName(request));
      return success(request);
    });

  batch('/listing', 'edit', (b: Ids & { listed: boolean }, by) =>
    setListing(app.db, b.ids, b.listed, by),
  );
  batch('/submit', 'edit', (b: Ids, by) => submitForReview(app.db, b.ids, by));
  batch('/audit', 'audit', (b: Ids & { action: 'approve' | 'reject'; reason?: string }, by) =>
    auditProducts(app.db, b.ids, b.action, b.reason, by),
  );
  batch('/recommend', 'edit', (b: Ids & { recommended: boolean }, by) =>
    setRecommended(app.db, b.ids, b.recommended, by),
  );
}
