/** Today in GMT+8 (the server's day), yyyy-MM-dd. */
export function serverToday(now: number = Date.now()): string {
  return new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

/** `day` moved by `n` days. */
export function addDays(day: string, n: number): string {
  const at = Date.parse(`${day}T00:00:00Z`) + n * 86_400_000;
  return new Date(at).toISOString().slice(0, 10);
}

/** A country name in the reader's language ('--' = unknown). */
export function countryName(code: string, locale: string, unknown: string): string {
  if (!code || code === '--') return unknown;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
