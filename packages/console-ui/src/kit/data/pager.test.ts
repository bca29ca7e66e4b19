import { describe, expect, it } from 'vitest';

import { clampPage, pageAfterSizeChange, pageCount, pagerItems, sizeOptions } from './pager';

describe('pager helpers', () => {
  it('counts pages and clamps page numbers', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });

  it('lists every page when they fit', () => {
    expect(pagerItems(1, 5, 7)).toEqual([1, 2, 3, 4, 5]);
  });

  it('draws Element Plus style pagers with more-jumps', () => {
    expect(pagerItems(1, 20, 7)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 20]);
    expect(pagerItems(10, 20, 7)).toEqual([1, 'prev-more', 8, 9, 10, 11, 12, 'next-more', 20]);
    expect(pagerItems(20, 20, 7)).toEqual([1, 'prev-more', 15, 16, 17, 18, 19, 20]);
    expect(pagerItems(10, 20, 5)).toEqual([1, 'prev-more', 9, 10, 11, 'next-more', 20]);
  });

  it('adds the current size to the offered sizes', () => {
    expect(sizeOptions([5, 15, 25, 35, 50], 20)).toEqual([5, 15, 20, 25, 35, 50]);
    expect(sizeOptions([5, 15], 15)).toEqual([5, 15]);
  });

  it('goes back to page 1 when a bigger size would leave the page empty', () => {
    expect(pageAfterSizeChange(3, 50, 60)).toBe(1);
    expect(pageAfterSizeChange(2, 25, 60)).toBe(2);
  });
});
