import type { I18n, MessageDescriptor } from '@lingui/core';
import { translate } from '../i18n/translate';

export { translate };

// Source texts are the English of spec section 8; ids are stable keys for the zh-CN and fr
// catalogues. The /*i18n*/ marker lets `lingui extract` find descriptors written without macros.

/** Texts of the request pipeline (spec sections 5 and 8). */
export const requestMessages = {
  duplicate: /*i18n*/ {
    id: 'core.request.duplicate',
    message: 'The data is being processed, please do not resubmit',
  },
  tooLarge: /*i18n*/ {
    id: 'core.request.tooLarge',
    message:
      '[{url}]: the request data exceeds the 5 MB limit, so the duplicate-submit check was skipped',
  },
  network: /*i18n*/ {
    id: 'core.request.network',
    message: 'Backend interface connection exception',
  },
  timeout: /*i18n*/ { id: 'core.request.timeout', message: 'System interface request timeout' },
  status: /*i18n*/ { id: 'core.request.status', message: 'System interface {status} Error' },
  invalidSession: /*i18n*/ { id: 'core.request.invalidSession', message: 'Invalid conversation' },
} satisfies Record<string, MessageDescriptor>;

/** Texts of the re-login confirmation shown when the session expired (spec section 8). */
export const reloginMessages = {
  title: /*i18n*/ { id: 'core.relogin.title', message: 'System Notification' },
  text: /*i18n*/ {
    id: 'core.relogin.text',
    message: 'Login status has expired, you can stay on this page or log in again',
  },
  confirm: /*i18n*/ { id: 'core.relogin.confirm', message: 'Log in again' },
  cancel: /*i18n*/ { id: 'core.relogin.cancel', message: 'Cancel' },
} satisfies Record<string, MessageDescriptor>;

/** Texts shown for a business error code (RuoYi's errorCode map, spec section 8). */
export const errorCodeMessages = {
  401: /*i18n*/ {
    id: 'core.error.401',
    message: 'Authentication failed, cannot access system resources',
  },
  403: /*i18n*/ { id: 'core.error.403', message: 'No permission for this operation' },
  404: /*i18n*/ { id: 'core.error.404', message: 'Resource does not exist' },
  default: /*i18n*/ {
    id: 'core.error.default',
    message: 'Unknown system error, please report to the administrator',
  },
} satisfies Record<string, MessageDescriptor>;

/**
 * The text shown for an error answer: the fixed text of its code (401, 403, 404), else the
 * server's `msg`, else the default 'Unknown system error' text.
 */
export function errorTextFor(i18n: I18n, code: number, msg: unknown): string {
  if (code === 401 || code === 403 || code === 404) return translate(i18n, errorCodeMessages[code]);
  if (typeof msg === 'string' && msg.trim() !== '') return msg;
  return translate(i18n, errorCodeMessages.default);
}
