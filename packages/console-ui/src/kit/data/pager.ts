/** Default page size (spec section 9: limit 20). */
export const DEFAULT_PAGE_SIZE = 20;
/** Page sizes offered by default (spec section 9). */
export const PAGE_SIZES: readonly number[] = [5, 15, 25, 35, 50];
/** Pager buttons shown on wide screens and under 992 px (spec section 9). */
export const PAGER_COUNT = 7;
export const PAGER_COUNT_MOBILE = 5;
/** Duration of the scroll to top after a page change (spec section 9). */
export const SCROLL_TOP_MS = 800;

/** One pager entry: a page number or a 'more pages' jump. */
export type PagerItem = number | 'prev-more' | 'next-more';

/** Number of pages for `total` rows (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** Clamps a page number into 1..pages; non-numbers become 1. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/**
 * Pager entries as Element Plus draws them: first and last page always, `pagerCount` entries
 * in all, and 'more' jumps (by `pagerCount - 2` pages) standing in for the hidden ranges.
 */
export function pagerItems(current: number, pages: number, pagerCount: number): PagerItem[] {
  if (pages <= pagerCount) return Array.from({ length: pages }, (_, i) => i + 1);
  const half = (pagerCount - 1) / 2;
  const prevMore = current > pagerCount - half;
  const nextMore = current < pages - half;
  const middle: number[] = [];
  if (prevMore && !nextMore) {
    for (let i = pages - (pagerCount - 2); i < pages; i++) middle.push(i);
  } else if (!prevMore && nextMore) {
    for (let i = 2; i < pagerCount; i++) middle.push(i);
  } else {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let i = current - offset; i <= current + offset; i++) middle.push(i);
  }
  return [
    1,
    ...(prevMore ? (['prev-more'] as const) : []),
    ...middle,
    ...(nextMore ? (['next-more'] as const) : []),
    pages,
  ];
}

/** The size list with the current size added (sorted) when it is not offered. */
export function sizeOptions(sizes: readonly number[], current: number): number[] {
  return [...new Set([...sizes, current])].sort((a, b) => a - b);
}

/** Page to show after a size change: RuoYi goes back to page 1 when the page would be empty. */
export function pageAfterSizeChange(pageNum: number, pageSize: number, total: number): number {
  return (pageNum - 1) * pageSize >= total ? 1 : pageNum;
}
