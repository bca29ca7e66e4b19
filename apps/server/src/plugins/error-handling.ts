import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { tr } from '../i18n/messages';
import { BusinessError, businessAnswer } from '../lib/business-error';
import { isMultipartInputError } from './input-guards';

/**
 * Business refusals (`BusinessError`) answer HTTP 200 with RuoYi's `{code,msg}`. Bad input answers its 4xx HTTP status with a `{code,msg}` envelope (documented in
 * openapi.yaml); unexpected faults are logged and answer `{code:500,msg:"操作失败"}` with no
 * stack trace or internal message.
 */
/**
 * Whether an error (or one of its causes: drizzle wraps the driver's) is a PostgreSQL data
 * exception, SQLSTATE class 22 (numeric value out of range, string too long, invalid text…).
 */
export function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = current.cause;
  }
  return false;
}

export const errorHandlingPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if ((error as unknown) instanceof BusinessError)
        return reply.code(200).send(businessAnswer(request, error as unknown as BusinessError));
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.code(429).send({ code: 429, msg: tr(request, 'request.rateLimited') });
      }
      if (error.validation) {
        const detail = error.validation[0];
        const where = detail
          ? `${error.validationContext ?? ''}${detail.instancePath} ${detail.message ?? ''}`.trim()
          : '';
        return reply.code(400).send({
          code: 400,
          msg: where
            ? `${tr(request, 'request.invalid')}: ${where}`
            : tr(request, 'request.invalid'),
        });
      }
      if (isMultipartInputError(error)) {
        return reply.code(400).send({ code: 400, msg: tr(request, 'request.badMultipart') });
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send({
          code: status,
          msg: status === 404 ? tr(request, 'request.notFound') : tr(request, 'request.invalid'),
        });
      }
      if (isDataException(error)) {
        // A value the contract let through but the column cannot hold (an integer past int4, a
        // text too long): bad input, not a fault. Logged for the contract to be tightened.
        request.log.warn({ err: error }, 'value refused by the database');
        return reply.code(400).send({ code: 400, msg: tr(request, 'request.invalid') });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ code: 500, msg: tr(request, 'error') });
    });
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ code: 404, msg: tr(request, 'request.notFound') }),
    );
  },
  { name: 'error-handling' },
);
