import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance } from 'fastify';

/** Largest form-encoded body (export filters are a few fields). */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Parses `application/x-www-form-urlencoded` bodies on `app` (once): RuoYi clients post export
 * filters that way (wire contract §8.1).
 */
export function addFormBodyParser(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, parseQuery(String(body))),
  );
}
