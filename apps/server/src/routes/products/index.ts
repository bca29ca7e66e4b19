import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import { tr } from '../../i18n/messages';
import { ProductsError } from '../../services/products/errors';
import { categoryRoutes } from './category';
import { draftRoutes } from './drafts';
import { productExportRoutes } from './export';
import { productRoutes } from './product';
import { productStateRoutes } from './product-state';

/** Product area routes (issue 7): categories, products, review and listing, drafts. */
export async function productsRoutes(app: FastifyInstance) {
  // RuoYi clients post export filters form-encoded (wire contract §8.1).
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, parseQuery(String(body))),
    );
  }
  // Business refusals answer HTTP 200 with {code,msg} (and `errors` for form rules); anything
  // else goes on to the app's error handler.
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof ProductsError)) throw error;
    const body = { code: error.code, msg: tr(request, error.key, ...error.args) };
    if (error.failures.length === 0) return reply.code(200).send(body);
    const errors = error.failures.map((f) => ({
      field: f.field,
      code: f.code,
      msg: tr(request, f.key, ...(f.args ?? [])),
    }));
    return reply.code(200).send({ ...body, errors });
  });
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(productStateRoutes);
  await app.register(productExportRoutes);
  await app.register(draftRoutes);
}
