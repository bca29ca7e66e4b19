import type { FastifyRequest } from 'fastify';
import { type MessageKey, tr } from '../../i18n/messages';

/** `{code:200,msg}` plus extra top-level keys (RuoYi AjaxResult.success). */
export const ok = (request: FastifyRequest, extra: Record<string, unknown> = {}) => ({
  code: 200,
  msg: tr(request, 'success'),
  ...extra,
});

/** `{code,msg}` with the message of `key` in the request's language (HTTP 200). */
const answer =
  (code: number) =>
  (request: FastifyRequest, key: MessageKey, ...args: Array<string | number>) => ({
    code,
    msg: tr(request, key, ...args),
  });

/** `{code:500,msg}` business refusal (HTTP 200). */
export const fail = answer(500);

/** `{code:601,msg}` warning (RuoYi AjaxResult.warn). */
export const warn = answer(601);

/** RuoYi toAjax: success when something changed, else `操作失败`. */
export const toAjax = (request: FastifyRequest, changed: number) =>
  changed > 0 ? ok(request) : { code: 500, msg: tr(request, 'error') };

/** `data` only when present, as RuoYi leaves null data out of AjaxResult. */
export const withData = (request: FastifyRequest, data: unknown) =>
  data === undefined || data === null ? ok(request) : ok(request, { data });

/** The entries whose value is neither undefined nor null (RuoYi updates only non-null fields). */
export function definedOnly<T extends Record<string, unknown>>(
  values: T,
): { [K in keyof T]?: NonNullable<T[K]> } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null) out[key] = value;
  return out as { [K in keyof T]?: NonNullable<T[K]> };
}
