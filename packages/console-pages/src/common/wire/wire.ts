/** Comma-joined ids for RuoYi's `{ids}` path segments. */
export function idList(ids: readonly (string | number)[]): string {
  return ids.map(String).join(',');
}

/** Export file name as RuoYi names it: `user_1700000000000.xlsx`. */
export function exportName(prefix: string, now: number = Date.now()): string {
  return `${prefix}_${now}.xlsx`;
}

/** The form-encoded export filters (RuoYi `params[beginTime]` names, empty ones left out). */
export function exportFilters(filters: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === '') continue;
    out[key === 'beginTime' || key === 'endTime' ? `params[${key}]` : key] = value;
  }
  return out;
}

/**
 * The body of an edit (PUT) call. The generated type of `allOf: [Body, {required: [id]}]`
 * collapses to an index signature, so the checked body is passed through here.
 */
export function putBody<T extends object>(body: T): never {
  return body as never;
}

/** `null` for blank strings, so optional text fields go out as absent values. */
export function blankToNull(value: string): string | null {
  return value.trim() === '' ? null : value;
}
