import type { FastifyRequest } from 'fastify';
import { tr } from '../../i18n/messages';

/** `{code:200,msg}` plus `data` when given (RuoYi AjaxResult.success). */
export function success(request: FastifyRequest, data?: unknown) {
  const msg = tr(request, 'success');
  return data === undefined ? { code: 200, msg } : { code: 200, msg, data };
}
