/** Cap of every long sys_oper_log text column (RuoYi's 2000-character limit). */
export const OPER_TEXT_CAP = 2000;

/** Keys whose values never reach the operation log (compared case-insensitively). */
const SECRET_KEYS = new Set([
  'password',
  'oldpassword',
  'newpassword',
  'confirmpassword',
  'token',
  'accesstoken',
  'refreshtoken',
  'code',
  'uuid',
  'captcha',
  'secret',
  'apikey',
  'privatekey',
  'passphrase',
  'authorization',
  'cookie',
]);

const isSecretKey = (key: string, keepCode: boolean) => {
  const k = key.toLowerCase();
  if (keepCode && k === 'code') return false;
  return SECRET_KEYS.has(k) || k.includes('password') || k.includes('secret');
};

/**
 * A copy of `value` with secret-named properties removed at any depth (deep nesting cut).
 * `keepCode` keeps `code` keys (reply envelopes); in requests `code` is a captcha answer.
 */
export function withoutSecrets(value: unknown, keepCode = false, depth = 0): unknown {
  if (depth > 20) return undefined;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, keepCode, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (isSecretKey(key, keepCode)) continue;
    out[key] = withoutSecrets(child, keepCode, depth + 1);
  }
  return out;
}

/** Text cut to `max` characters, without NUL (PostgreSQL text cannot hold it: the row would be lost). */
export const capText = (text: string, max = OPER_TEXT_CAP) => {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/\u0000/g, '');
  return clean.length > max ? clean.slice(0, max) : clean;
};

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'object' && Object.keys(value).length === 0);

/** sys_oper_log.oper_param: JSON of the non-empty path params, query and body, secrets removed. */
export function operParamOf(parts: { params?: unknown; query?: unknown; body?: unknown }): string {
  const picked: Record<string, unknown> = {};
  for (const name of ['params', 'query', 'body'] as const) {
    const value = withoutSecrets(parts[name]);
    if (!isEmpty(value)) picked[name] = value;
  }
  return Object.keys(picked).length === 0 ? '' : capText(JSON.stringify(picked));
}

/** sys_oper_log.json_result: the JSON reply with secrets removed ('' for files and streams). */
export function jsonResultOf(payload: unknown, contentType: string | undefined): string {
  if (!contentType?.includes('json')) return '';
  const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
  if (typeof text !== 'string') return '';
  try {
    return capText(JSON.stringify(withoutSecrets(JSON.parse(text), true)));
  } catch {
    return capText(text);
  }
}

/** Outcome of a reply: status 1 and a message for HTTP errors and `code` other than 200/601. */
export function outcomeOf(
  httpStatus: number,
  payload: unknown,
  contentType: string | undefined,
): { status: 0 | 1; errorMsg: string } {
  let code: unknown = httpStatus >= 400 ? httpStatus : 200;
  let msg = '';
  if (contentType?.includes('json')) {
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
    try {
      const body = typeof text === 'string' ? (JSON.parse(text) as unknown) : undefined;
      if (body && typeof body === 'object' && 'code' in body) {
        code = (body as { code: unknown }).code;
        msg = String((body as { msg?: unknown }).msg ?? '');
      }
    } catch {
      // not JSON after all
    }
  }
  const ok = httpStatus < 400 && (code === 200 || code === 601);
  return ok ? { status: 0, errorMsg: '' } : { status: 1, errorMsg: capText(msg) };
}
