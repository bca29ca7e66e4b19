import { type MessageKey, message } from '../../i18n/messages';

/**
 * A business refusal of the org area, answered with HTTP 200 and `{code,msg}` as RuoYi does:
 * 500 for rule violations, 601 for delete warnings, 403 for data-scope and privilege refusals.
 */
export class OrgError extends Error {
  readonly code: 403 | 500 | 601;
  readonly key: MessageKey;
  readonly args: Array<string | number>;

  constructor(code: 403 | 500 | 601, key: MessageKey, ...args: Array<string | number>) {
    // The Chinese text, as RuoYi writes it to the operation log.
    super(message('zh-CN', key, ...args));
    this.name = 'OrgError';
    this.code = code;
    this.key = key;
    this.args = args;
  }
}

/** Throws a code-500 business error. */
export function refuse(key: MessageKey, ...args: Array<string | number>): never {
  throw new OrgError(500, key, ...args);
}

/** Throws a code-403 refusal (data scope, protected objects, privilege escalation). */
export function deny(key: MessageKey, ...args: Array<string | number>): never {
  throw new OrgError(403, key, ...args);
}

/** Throws a code-601 warning (RuoYi AjaxResult.warn). */
export function warn(key: MessageKey, ...args: Array<string | number>): never {
  throw new OrgError(601, key, ...args);
}
