import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

/** RuoYi paging parameters as received (strings or numbers; the contract caps their range). */
export interface PageParams {
  pageNum?: number | string | undefined;
  pageSize?: number | string | undefined;
  orderByColumn?: string | undefined;
  isAsc?: string | undefined;
}

export interface Page {
  pageNum: number;
  pageSize: number;
  offset: number;
}

/** Default rows per page when the client sends none (RuoYi's PageDomain default). */
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page any list serves, whatever the client asks for. */
export const MAX_PAGE_SIZE = 100;

const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The page to serve: missing or bad values fall back to page 1, size capped at `maxSize`. */
export function pageOf(
  params: PageParams,
  options: { defaultSize?: number; maxSize?: number } = {},
): Page {
  const maxSize = options.maxSize ?? MAX_PAGE_SIZE;
  const pageNum = positiveInt(params.pageNum) ?? 1;
  const pageSize = Math.min(
    positiveInt(params.pageSize) ?? options.defaultSize ?? DEFAULT_PAGE_SIZE,
    maxSize,
  );
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

/**
 * ORDER BY from `orderByColumn`/`isAsc`, only for allow-listed columns (keys are the camelCase
 * names clients send). Anything else falls back to `fallback`; nothing the client sends ever
 * reaches SQL as text.
 */
export function orderOf(
  params: PageParams,
  allowed: Readonly<Record<string, AnyColumn>>,
  fallback: SQL | SQL[],
): SQL[] {
  const key = params.orderByColumn;
  const column = key && Object.hasOwn(allowed, key) ? allowed[key] : undefined;
  if (!column) return Array.isArray(fallback) ? fallback : [fallback];
  const ascending = params.isAsc === 'asc' || params.isAsc === 'ascending';
  return [ascending ? asc(column) : desc(column)];
}

/** RuoYi TableDataInfo envelope (`msg` is the localised success text, `tr(request, 'success')`). */
export function tableData<T>(rows: T[], total: number, msg: string) {
  return { code: 200, msg, rows, total };
}
