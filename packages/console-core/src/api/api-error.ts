/**
 * A RuoYi business error: the body `code` was not 200 (or the HTTP status failed).
 * `message` is the server's `msg`, already in the request's Accept-Language.
 */
export class ApiError extends Error {
  /** Body `code` (401, 403, 500, 601...) or the HTTP status when there was no envelope. */
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
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
