import type { FastifyRequest } from 'fastify';
import { type MessageKey, message, tr } from '../i18n/messages';

/** One failed form rule: the field path, a stable code and the catalogue message. */
export interface FieldFailure {
  field: string;
  code: string;
  key: MessageKey;
  args?: Array<string | number>;
}

/**
 * RuoYi business codes: 403 data scope and privilege refusals, 409 a stale optimistic version,
 * 500 rule violations, 601 warnings (AjaxResult.warn).
 */
export type BusinessCode = 403 | 409 | 500 | 601;

/**
 * The one way an area refuses a request: the app's error handler answers HTTP 200 with
 * `{code, msg}` in the request's language (plus `errors` for form rules), as RuoYi does.
 */
export class BusinessError extends Error {
  readonly code: BusinessCode;
  readonly key: MessageKey;
  readonly args: Array<string | number>;
  readonly failures: readonly FieldFailure[];

  constructor(
    code: BusinessCode,
    key: MessageKey,
    args: Array<string | number> = [],
    failures: readonly FieldFailure[] = [],
  ) {
    // The Chinese text, as RuoYi writes it to the operation log.
    super(message('zh-CN', key, ...args));
    this.name = 'BusinessError';
    this.code = code;
    this.key = key;
    this.args = args;
    this.failures = failures;
  }
}

/** Throws a code-500 business error (a rule was broken). */
export function refuse(key: MessageKey, ...args: Array<string | number>): never {
  throw new BusinessError(500, key, args);
}

/** Throws a code-403 refusal (data scope, protected objects, privilege escalation). */
export function deny(key: MessageKey, ...args: Array<string | number>): never {
  throw new BusinessError(403, key, args);
}

/** Throws a code-601 warning (RuoYi AjaxResult.warn). */
export function warn(key: MessageKey, ...args: Array<string | number>): never {
  throw new BusinessError(601, key, args);
}

/** Throws a code-409 conflict (stale optimistic version). */
export function conflict(key: MessageKey, ...args: Array<string | number>): never {
  throw new BusinessError(409, key, args);
}

/** The RuoYi answer to a business error, in the request's language. */
export function businessAnswer(request: FastifyRequest, error: BusinessError) {
  const answer = { code: error.code, msg: tr(request, error.key, ...error.args) };
  if (error.failures.length === 0) return answer;
  const errors = error.failures.map((f) => ({
    field: f.field,
    code: f.code,
    msg: tr(request, f.key, ...(f.args ?? [])),
  }));
  return { ...answer, errors };
}
