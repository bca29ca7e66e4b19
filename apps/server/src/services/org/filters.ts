import { and, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so user input only ever matches literally. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column LIKE %value%` (literal), or undefined for an empty filter. */
export function contains(column: AnyPgColumn, value: string | undefined): SQL | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return like(column, `%${escapeLike(value.trim())}%`);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Start of a `yyyy-MM-dd` day in GMT+8 (RuoYi's time zone), or undefined when malformed. */
function dayStart(value: string | undefined): Date | undefined {
  const day = value?.slice(0, 10);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const at = Date.parse(`${day}T00:00:00+08:00`);
  return Number.isNaN(at) ? undefined : new Date(at);
}

/** RuoYi's `params[beginTime]`/`params[endTime]` day-granularity range on a timestamp column. */
export function dayRange(column: AnyPgColumn, filters: RawFilters): SQL | undefined {
  const from = dayStart(text(filters, 'params[beginTime]'));
  const to = dayStart(text(filters, 'params[endTime]'));
  return and(
    from ? gte(column, from) : undefined,
    to ? lt(column, new Date(to.getTime() + DAY_MS)) : undefined,
  );
}

/** Largest PostgreSQL int4, the type of every id column. */
export const INT4_MAX = 2_147_483_647;

/** A non-negative int4 from a query/form value, or undefined (larger ids match no row anyway). */
export function intOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= INT4_MAX
    ? n
    : undefined;
}

/** A '0'/'1' status filter, or undefined. */
export const statusOf = (value: unknown): '0' | '1' | undefined =>
  value === '0' || value === '1' ? value : undefined;

/** Comma-separated ids (`"3,4,5"`) as numbers; non-numeric parts are dropped. */
export function idList(value: string | undefined): number[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => intOf(part.trim()))
        .filter((n): n is number => n !== undefined),
    ),
  ];
}

/** Filters as received from a query string or an export form (every value a string). */
export type RawFilters = Record<string, unknown>;

/**
 * What every organisation list filters on: live rows (`del_flag` '0'), the id filter `idKey`
 * (the `idColumn`) and the '0'/'1' status filter, each when given.
 */
export function liveListWhere(
  table: { delFlag: AnyPgColumn; status: AnyPgColumn },
  idColumn: AnyPgColumn,
  idKey: string,
  filters: RawFilters,
): SQL | undefined {
  const id = intOf(filters[idKey]);
  const status = statusOf(filters.status);
  return and(
    eq(table.delFlag, '0'),
    id !== undefined ? eq(idColumn, id) : undefined,
    status ? eq(table.status, status) : undefined,
  );
}

/** A string filter value, or undefined. */
export const text = (filters: RawFilters, key: string): string | undefined => {
  const value = filters[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
};
