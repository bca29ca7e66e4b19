import { type AnyColumn, eq, inArray, type SQL } from 'drizzle-orm';
import { containsFilter, dateRangeFilter, type Filters } from '../services/admin/query';

/** A list filter: the condition for one received value (undefined = no condition). */
export interface Filter {
  readonly kind: 'contains' | 'equals' | 'oneOf' | 'custom';
  where(value: string | number): SQL | undefined;
}

/** A received filter value: trimmed text or a number; empty and other shapes count as absent. */
function valueOf(raw: unknown): string | number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'boolean') return String(raw);
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  return text === '' ? undefined : text;
}

/** The value in the column's type: integers for number columns (else absent), text otherwise. */
function typed(column: AnyColumn, value: string | number): string | number | undefined {
  if (column.dataType !== 'number') return String(value);
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** `column ILIKE %value%`, wildcards in the value matched literally (MySQL-like, as RuoYi). */
export const contains = (column: AnyColumn): Filter => ({
  kind: 'contains',
  where: (value) => containsFilter(column, String(value)),
});

/** `column = value`. */
export const equals = (column: AnyColumn): Filter => ({
  kind: 'equals',
  where: (value) => {
    const v = typed(column, value);
    return v === undefined ? undefined : eq(column, v);
  },
});

/** `column IN (…)` from a comma-separated value (`1,2,3`). */
export const oneOf = (column: AnyColumn): Filter => ({
  kind: 'oneOf',
  where: (value) => {
    const values = String(value)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => typed(column, part))
      .filter((v): v is string | number => v !== undefined);
    return values.length === 0 ? undefined : inArray(column, values);
  },
});

/** Any condition built from the value with Drizzle (never string-built SQL). */
export const custom = (where: (value: string | number) => SQL | undefined): Filter => ({
  kind: 'custom',
  where,
});

/** The WHERE parts of received filters (query string or export form). */
export function filterConditions(
  received: Filters,
  filters: Readonly<Record<string, Filter>>,
  timeRange: AnyColumn | undefined,
): SQL[] {
  const parts: Array<SQL | undefined> = Object.entries(filters).map(([name, filter]) => {
    const value = Object.hasOwn(received, name) ? valueOf(received[name]) : undefined;
    return value === undefined ? undefined : filter.where(value);
  });
  if (timeRange) parts.push(...dateRangeFilter(timeRange, received));
  return parts.filter((part): part is SQL => part !== undefined);
}
