import { useLingui } from '@lingui/react';
import { compareBySortValue } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useMemo, useState } from 'react';
import { categoryTree, type Category } from '../shared/products-types';
import { useCategories } from '../shared/use-categories';
import { useProductsActions } from '../shared/use-products-actions';
import type { CategoryTarget } from './category-dialog';

/**
 * New sort values for `siblings` after moving `id` one place up (-1) or down (+1): the list in
 * its shown order gets n*10 ... 10 so larger-first keeps that order. Empty when it cannot move.
 */
export function reorderSiblings(
  siblings: readonly Category[],
  id: number,
  step: -1 | 1,
): { categoryId: number; sort: number }[] {
  const ordered = [...siblings].sort(compareBySortValue);
  const from = ordered.findIndex((c) => c.categoryId === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ordered.length) return [];
  const moved = ordered[from];
  const other = ordered[to];
  if (!moved || !other) return [];
  ordered[to] = moved;
  ordered[from] = other;
  return ordered.map((c, i) => ({ categoryId: c.categoryId, sort: (ordered.length - i) * 10 }));
}

/** Controller of the category page: the tree, the name filter, add/edit/delete and reorder. */
export function useCategoryPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useProductsActions();
  const { categories, loading, reload } = useCategories();
  const [filter, setFilter] = useState('');
  const [applied, setApplied] = useState('');
  const [target, setTarget] = useState<CategoryTarget>();
  const [expanded, setExpanded] = useState(true);

  const tree = useMemo(() => {
    const q = applied.trim().toLowerCase();
    const full = categoryTree(categories);
    if (!q) return full;
    return full
      .map((top) => {
        const children = (top.children ?? []).filter((c) => c.name.toLowerCase().includes(q));
        if (top.name.toLowerCase().includes(q)) return top;
        return children.length > 0 ? { ...top, children } : undefined;
      })
      .filter((t): t is NonNullable<typeof t> => t !== undefined);
  }, [categories, applied]);

  const remove = async (category: Category) => {
    const what = i18n._({ id: 'pages.products.category.noun', message: 'category' });
    if (!(await actions.confirmDelete(what, category.name))) return;
    try {
      // 601 (sub-categories or products remain) is shown as a warning by the console.
      await wcm.call(
        wcm.api.DELETE('/brand/category/{categoryId}', {
          params: { path: { categoryId: category.categoryId } },
        }),
      );
    } catch {
      return;
    }
    actions.deleted();
    await reload();
  };

  const move = async (category: Category, step: -1 | 1) => {
    const siblings = categories.filter((c) => c.parentId === category.parentId);
    const items = reorderSiblings(siblings, category.categoryId, step);
    if (items.length === 0) return;
    try {
      await wcm.call(wcm.api.PUT('/brand/category/sort', { body: { items } }));
    } catch {
      return;
    }
    actions.saved();
    await reload();
  };

  return {
    categories,
    tree,
    loading,
    reload,
    filter,
    setFilter,
    search: () => setApplied(filter),
    reset: () => {
      setFilter('');
      setApplied('');
    },
    target,
    add: (parentId = 0) => setTarget({ parentId }),
    edit: (category: Category) => setTarget({ category }),
    close: () => setTarget(undefined),
    remove,
    move,
    expanded,
    toggleExpand: () => setExpanded((v) => !v),
  };
}
