import { type MessageKey, message } from '../../i18n/messages';
import { formMessageOf } from './validation';
import type { FieldFailure } from './types';

/**
 * A business refusal of the products area, answered with HTTP 200 and `{code,msg}`: 500 for
 * rule violations (with `failures` for form rules), 601 for delete warnings, 409 for a stale
 * optimistic version.
 */
export class ProductsError extends Error {
  readonly code: 409 | 500 | 601;
  readonly key: MessageKey;
  readonly args: Array<string | number>;
  readonly failures: readonly FieldFailure[];

  constructor(
    code: 409 | 500 | 601,
    key: MessageKey,
    args: Array<string | number> = [],
    failures: readonly FieldFailure[] = [],
  ) {
    // The Chinese text, as RuoYi writes it to the operation log.
    super(message('zh-CN', key, ...args));
    this.name = 'ProductsError';
    this.code = code;
    this.key = key;
    this.args = args;
    this.failures = failures;
  }
}

/** Throws a code-500 business error. */
export function refuse(key: MessageKey, ...args: Array<string | number>): never {
  throw new ProductsError(500, key, args);
}

/** Throws a code-601 warning (RuoYi AjaxResult.warn). */
export function warn(key: MessageKey, ...args: Array<string | number>): never {
  throw new ProductsError(601, key, args);
}

/** Throws a code-409 conflict (stale optimistic version). */
export function conflict(key: MessageKey): never {
  throw new ProductsError(409, key);
}

/** Throws the form failures as one code-500 answer with `errors`; returns when there are none. */
export function assertValid(failures: readonly FieldFailure[]): void {
  if (failures.length > 0) throw new ProductsError(500, formMessageOf(failures), [], failures);
}
