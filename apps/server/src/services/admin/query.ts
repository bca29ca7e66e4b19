import { type AnyColumn, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';

/** Loose filter values as received from a query string or an export form. */
export type Filters = Record<string, unknown>;

/** A trimmed non-empty string filter (≤ `max` chars), or undefined. */
export function textFilter(source: Filters, key: string, max = 100): string | undefined {
  const value = source[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > max ? undefined : trimmed;
}

/** `column ILIKE %value%` with `%`, `_` and `\` in the value matched literally. */
export function containsFilter(column: AnyColumn, value: string | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  return ilike(column, `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A `yyyy-MM-dd[ HH:mm[:ss]]` wall time in GMT+8 (RuoYi's zone) as an instant. */
export function parseWallTime(
  text: string | undefined,
): { at: Date; dateOnly: boolean } | undefined {
  const m = text ? DATE.exec(text.trim()) : null;
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m;
  const iso = `${y}-${mo}-${d}T${h ?? '00'}:${mi ?? '00'}:${s ?? '00'}+08:00`;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? undefined : { at, dateOnly: h === undefined };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * RuoYi `params[beginTime]` / `params[endTime]` on `column`: a date-only end includes that
 * whole day; unparsable values are ignored (never reach SQL).
 */
export function dateRangeFilter(column: AnyColumn, source: Filters): SQL[] {
  const out: SQL[] = [];
  const begin = parseWallTime(textFilter(source, 'params[beginTime]', 32));
  const end = parseWallTime(textFilter(source, 'params[endTime]', 32));
  if (begin) out.push(gte(column, begin.at));
  if (end)
    out.push(end.dateOnly ? lt(column, new Date(end.at.getTime() + DAY_MS)) : lte(column, end.at));
  return out;
}

/** Largest number of ids one delete accepts. */
export const MAX_IDS = 1000;

/** Comma-joined ids (`3,4,5`) as distinct numbers; the contract pattern already checked digits. */
export function parseIds(text: string): number[] {
  const ids = text
    .split(',')
    .map((part) => Number(part))
    .filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)].slice(0, MAX_IDS);
}

/** Rows of a keyset-paged query, fetched `batchSize` at a time (for streamed exports). */
export async function* inBatches<T>(
  fetch: (afterId: number, limit: number) => Promise<T[]>,
  idOf: (row: T) => number,
  batchSize = 500,
): AsyncGenerator<T> {
  let after = 0;
  for (;;) {
    const rows = await fetch(after, batchSize);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < batchSize || last === undefined) return;
    after = idOf(last);
  }
}
