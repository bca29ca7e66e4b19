/** Comma-joined ids for RuoYi's `{ids}` path segments. */
export function idList(ids: readonly (string | number)[]): string {
  return ids.map(String).join(',');
}
