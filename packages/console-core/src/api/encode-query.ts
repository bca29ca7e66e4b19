function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function append(parts: string[], key: string, value: unknown): void {
  if (isEmpty(value)) return;
  if (typeof value === 'object') {
    // RuoYi binds nested maps from `key[sub]=v` (e.g. params[beginTime]); arrays use indexes.
    for (const [sub, inner] of Object.entries(value as Record<string, unknown>))
      append(parts, `${key}[${sub}]`, inner);
    return;
  }
  parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
}

/**
 * Folds parameters into a query string the way RuoYi's client (`tansParams`) does: null,
 * undefined and '' are dropped, nested objects become `key[sub]=v` with the brackets
 * URL-encoded, everything else is `encodeURIComponent`-ed. Returns '' or `a=1&b=2` (no '?').
 * Also used as the form-encoded body of POST downloads.
 */
export function encodeQuery(params: Readonly<Record<string, unknown>> | undefined): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) append(parts, key, value);
  return parts.join('&');
}
