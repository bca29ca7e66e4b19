/**
 * Where an {@link ApiError} comes from: `code` a non-200 body code, `http` a failed HTTP status,
 * `network` no answer, `timeout` no answer in time, `duplicate` refused locally as a resubmit.
 */
export type ApiErrorKind = 'code' | 'http' | 'network' | 'timeout' | 'duplicate';

/**
 * A failed call: a RuoYi business error (body `code` not 200), a failed HTTP status, or a call
 * that never got an answer. `message` is the server's `msg` or the text shown to the person.
 */
export class ApiError extends Error {
  /** Body `code` (401, 403, 500, 601...), the HTTP status, or 0 when there was no answer. */
  readonly code: number;
  /** @default 'code' */
  readonly kind: ApiErrorKind;

  constructor(code: number, message: string, kind: ApiErrorKind = 'code') {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.kind = kind;
  }
}

/** Narrows `unknown` to an {@link ApiError}, also across bundle copies of this package. */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error &&
      value.name === 'ApiError' &&
      typeof (value as { code?: unknown }).code === 'number')
  );
}
