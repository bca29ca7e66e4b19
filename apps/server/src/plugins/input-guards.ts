import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { tr } from '../i18n/messages';

/** Deeper structures are left to the schema (the contract bounds every body). */
const MAX_DEPTH = 64;

/** A lone UTF-16 surrogate: JSON can carry one (`"\ud800"`), UTF-8 and PostgreSQL cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a character PostgreSQL text cannot store (U+0000 or a lone surrogate). */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether a parsed value holds, in any string or key, a character PostgreSQL cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, child] of Object.entries(value))
    if (unstorable(key) || containsNul(child, depth + 1)) return true;
  return false;
}

/** RFC 2046: a boundary has 1 to 70 characters. */
const BOUNDARY = /(?:^|;)\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

/** Whether a multipart Content-Type carries a usable boundary. */
export function hasValidBoundary(contentType: string): boolean {
  return BOUNDARY.test(contentType);
}

/** Errors @fastify/busboy raises for a truncated or malformed multipart body. */
const BUSBOY_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /unexpected end of multipart data/i,
  /^Malformed part header$/,
];

/** Whether an error comes from parsing a malformed multipart body (bad input, not a fault). */
export function isMultipartInputError(error: FastifyError): boolean {
  return error.statusCode === undefined && BUSBOY_MESSAGES.some((re) => re.test(error.message));
}

/**
 * Input that passes the schemas but can never be served, refused with 400 before any handler
 * (and so before the operation log): NUL characters or lone surrogates in path, query or body, and multipart
 * requests without a usable boundary. Applies to every route, present and future.
 */
export const inputGuardsPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
        return reply.code(400).send({ code: 400, msg: tr(request, 'request.nul') });
      const type = request.headers['content-type'] ?? '';
      if (/^\s*multipart\//i.test(type) && !hasValidBoundary(type))
        return reply.code(400).send({ code: 400, msg: tr(request, 'request.badMultipart') });
      return undefined;
    });
  },
  { name: 'input-guards' },
);
