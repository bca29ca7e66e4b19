import { ApiError } from './api-error';

/**
 * The success members of a response union: envelopes whose `code` is the literal 200, or that
 * carry more than `{code,msg}` (open AjaxResult shapes). Bare `{code,msg}` errors are dropped.
 */
export type ApiSuccess<T> = T extends { code: 200 }
  ? T
  : keyof T extends 'code' | 'msg'
    ? never
    : T;

/** What an openapi-fetch call resolves to, reduced to the parts {@link unwrap} reads. */
export interface FetchResult<T, E = unknown> {
  data?: T;
  error?: E;
  response: Response;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Resolves an openapi-fetch call to its body when the RuoYi `code` is 200 (an absent code counts
 * as 200, as in RuoYi's client); otherwise throws {@link ApiError} with the server's `msg`.
 */
export async function unwrap<T, E>(call: Promise<FetchResult<T, E>>): Promise<ApiSuccess<T>> {
  const { data, error, response } = await call;
  const body: unknown = data ?? error;
  if (isRecord(body)) {
    const code =
      typeof body['code'] === 'number' ? body['code'] : response.ok ? 200 : response.status;
    if (code === 200 && data !== undefined) return data as ApiSuccess<T>;
    const msg =
      typeof body['msg'] === 'string' && body['msg'] !== ''
        ? body['msg']
        : `Request failed (code ${code})`;
    throw new ApiError(code, msg);
  }
  if (!response.ok || error !== undefined) {
    throw new ApiError(
      response.status,
      response.statusText || `Request failed (HTTP ${response.status})`,
    );
  }
  return data as ApiSuccess<T>;
}
