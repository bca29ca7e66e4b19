/** Sort state of a list, in RuoYi's wire names. */
export interface ListSort {
  orderByColumn: string;
  isAsc: 'ascending' | 'descending';
}

/** Everything a list page keeps in its URL: filters, page and sort. */
export interface ListQuery<F extends Record<string, string>> {
  filters: F;
  pageNum: number;
  pageSize: number;
  sort?: ListSort | undefined;
}

/** Default rows per page of console lists (spec section 9: page 1, limit 20). */
export const LIST_PAGE_SIZE = 20;
/** Largest page size a URL may ask for; larger values fall back to the default. */
export const LIST_MAX_PAGE_SIZE = 100;

const RESERVED = new Set(['pageNum', 'pageSize', 'orderByColumn', 'isAsc']);

function positive(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
}

/**
 * Reads a list's state from the query string. Only the filter keys named in `defaults` are read
 * (anything else in the URL is ignored), so a hand-edited URL cannot inject other parameters.
 */
export function parseListQuery<F extends Record<string, string>>(
  search: URLSearchParams,
  defaults: F,
  pageSize = LIST_PAGE_SIZE,
): ListQuery<F> {
  const filters = { ...defaults };
  for (const key of Object.keys(defaults) as Array<keyof F & string>) {
    if (RESERVED.has(key)) throw new Error(`"${key}" is reserved for paging and sorting`);
    const value = search.get(key);
    if (value !== null) filters[key] = value as F[typeof key];
  }
  const orderByColumn = search.get('orderByColumn');
  const isAsc = search.get('isAsc');
  const sort =
    orderByColumn && /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(orderByColumn)
      ? {
          orderByColumn,
          isAsc: isAsc === 'ascending' ? ('ascending' as const) : ('descending' as const),
        }
      : undefined;
  return {
    filters,
    pageNum: positive(search.get('pageNum'), 1),
    pageSize: positive(search.get('pageSize'), pageSize, LIST_MAX_PAGE_SIZE),
    sort,
  };
}

/** The query string of a list state; values equal to their defaults are left out. */
export function listQueryToSearch<F extends Record<string, string>>(
  query: ListQuery<F>,
  defaults: F,
  pageSize = LIST_PAGE_SIZE,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query.filters)) {
    if (value !== defaults[key]) search.set(key, value);
  }
  if (query.pageNum !== 1) search.set('pageNum', String(query.pageNum));
  if (query.pageSize !== pageSize) search.set('pageSize', String(query.pageSize));
  if (query.sort) {
    search.set('orderByColumn', query.sort.orderByColumn);
    search.set('isAsc', query.sort.isAsc);
  }
  return search;
}

/**
 * The API query of a list state: non-empty filters plus RuoYi paging and sorting. Filters named
 * `beginTime`/`endTime` become `params[beginTime]`/`params[endTime]` as RuoYi expects.
 */
export function listQueryToRequest<F extends Record<string, string>>(
  query: ListQuery<F>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
  for (const [key, value] of Object.entries(query.filters)) {
    if (value === '') continue;
    const wire = key === 'beginTime' || key === 'endTime' ? `params[${key}]` : key;
    out[wire] = value;
  }
  if (query.sort) {
    out.orderByColumn = query.sort.orderByColumn;
    out.isAsc = query.sort.isAsc;
  }
  return out;
}
