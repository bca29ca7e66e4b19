import type { I18n } from '@lingui/core';
import type { Presenter } from '../presenter/presenter';
import { ApiError, isApiError } from './api-error';
import { errorTextFor, requestMessages, translate } from './messages';
import type { ApiSuccess, FetchResult } from './unwrap';

/**
 * How long transport errors (network, timeout, HTTP status) stay on screen, spec section 9.
 * @default 5000
 */
export const ERROR_MESSAGE_DURATION_MS = 5000;

/** Business code that resolves with the body like 200 (spec section 8). */
export const PASS_THROUGH_CODE = 999;

/**
 * What to do with an answer (spec section 8), decided without side effects:
 * `resolve` with the body; `relogin` (401, the prompt is already up); `message` or `notify`
 * with a tone and text; `status` for a failed HTTP status.
 */
export type AnswerOutcome =
  | { kind: 'resolve' }
  | { kind: 'relogin' }
  | { kind: 'message'; code: number; tone: 'error' | 'warning'; text: string }
  | { kind: 'notify'; code: number; text: string }
  | { kind: 'status'; status: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Classifies an answer the way RuoYi's client does: HTTP 401 or body code 401 => re-login;
 * other failed statuses => status error; body code absent, 200 or 999 => resolve; 500 => error
 * message; 601 => warning message; anything else => error notification. Texts are looked up by
 * code, then the server's `msg`, then the default.
 */
export function interpretAnswer(i18n: I18n, body: unknown, response: Response): AnswerOutcome {
  if (response.status === 401) return { kind: 'relogin' };
  if (!response.ok) return { kind: 'status', status: response.status };
  if (!isRecord(body) || typeof body['code'] !== 'number') return { kind: 'resolve' };
  const code = body['code'];
  if (code === 200 || code === PASS_THROUGH_CODE) return { kind: 'resolve' };
  if (code === 401) return { kind: 'relogin' };
  const text = errorTextFor(i18n, code, body['msg']);
  if (code === 500) return { kind: 'message', code, tone: 'error', text };
  if (code === 601) return { kind: 'message', code, tone: 'warning', text };
  return { kind: 'notify', code, text };
}

/** Options of one {@link WcmCall}. */
export interface CallOptions {
  /** Reject without showing anything (the caller shows the error itself). @default false */
  silent?: boolean;
}

/**
 * Runs an openapi-fetch call with the answer handling of spec section 8: resolves with the body
 * (code 200, absent or 999), otherwise shows the error through the presenter and rejects with
 * an {@link ApiError}.
 */
export type WcmCall = <T, E>(
  call: Promise<FetchResult<T, E>>,
  options?: CallOptions,
) => Promise<ApiSuccess<T>>;

/** Turns a rejected transport into the error shown and thrown (network, timeout, duplicate). */
function transportError(i18n: I18n, error: unknown): ApiError | undefined {
  if (isApiError(error)) return error;
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  // The caller aborted on purpose: nothing to tell the person.
  if (name === 'AbortError') return undefined;
  if (name === 'TimeoutError')
    return new ApiError(0, translate(i18n, requestMessages.timeout), 'timeout');
  return new ApiError(0, translate(i18n, requestMessages.network), 'network');
}

/** Creates the `call` helper of one console. */
export function createCall(deps: { presenter: Presenter; i18n: I18n }): WcmCall {
  const { presenter, i18n } = deps;
  const showError = (text: string, silent: boolean | undefined) => {
    if (!silent) presenter.message({ type: 'error', text, duration: ERROR_MESSAGE_DURATION_MS });
  };

  return async <T, E>(call: Promise<FetchResult<T, E>>, options: CallOptions = {}) => {
    let result: FetchResult<T, E>;
    try {
      result = await call;
    } catch (error) {
      const failure = transportError(i18n, error);
      if (!failure) throw error;
      showError(failure.message, options.silent);
      throw failure;
    }
    const { data, error, response } = result;
    const outcome = interpretAnswer(i18n, data ?? error, response);
    switch (outcome.kind) {
      case 'resolve':
        return data as ApiSuccess<T>;
      case 'relogin':
        throw new ApiError(401, translate(i18n, requestMessages.invalidSession));
      case 'status': {
        const text = translate(i18n, requestMessages.status, { status: outcome.status });
        showError(text, options.silent);
        throw new ApiError(outcome.status, text, 'http');
      }
      case 'message':
        if (!options.silent) presenter.message({ type: outcome.tone, text: outcome.text });
        throw new ApiError(outcome.code, outcome.text);
      case 'notify':
        if (!options.silent) presenter.notify({ type: 'error', text: outcome.text });
        throw new ApiError(outcome.code, outcome.text);
    }
  };
}
