import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../test/products-fake';
import { reorderSiblings } from './use-category-page';

describe('category reorder', () => {
  const tops = CATEGORIES.filter((c) => c.parentId === 0);
  it('moves a category up by giving the shown order new descending sort values', () => {
    expect(reorderSiblings(tops, 3, -1)).toEqual([
      { categoryId: 3, sort: 20 },
      { categoryId: 1, sort: 10 },
    ]);
  });
  it('does nothing past either end', () => {
    expect(reorderSiblings(tops, 1, -1)).toEqual([]);
    expect(reorderSiblings(tops, 3, 1)).toEqual([]);
  });
});
