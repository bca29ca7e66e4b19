import type { components } from '@wcm/console-core';
import type { TreeOption } from '@wcm/console-ui';

type Schemas = components['schemas'];

/** A product category as the server answers it. */
export type Category = Schemas['ProductsCategory'];
/** A row of the product list. */
export type ProductRow = Schemas['ProductsProductListItem'];
/** A product with every form field. */
export type Product = Schemas['ProductsProduct'];
/** The product form as the server takes it. */
export type ProductFields = Schemas['ProductsProductFields'];
/** A row of the draft list. */
export type DraftRow = Schemas['ProductsDraftListItem'];
/** A draft with its form. */
export type Draft = Schemas['ProductsDraft'];
/** One failed rule of a save (`field` is a path such as `specTable.rows[0].price`). */
export type FieldError = Schemas['ProductsFieldError'];

/** Review statuses (dict `wcm_audit_status`). */
export const AUDIT = { pending: '0', approved: '1', rejected: '2' } as const;
/** Listing statuses (dict `wcm_listing_status`). */
export const LISTING = { delisted: '0', listed: '1' } as const;
/** Dictionary types of the area. */
export const DICT = { audit: 'wcm_audit_status', listing: 'wcm_listing_status' } as const;

/** A category with its sub-categories (two levels). */
export type CategoryNode = Category & { children?: CategoryNode[] };

/**
 * Builds the two-level tree from the flat list (the server sorts larger sort values first);
 * a sub-category whose parent is missing is shown at the top level rather than dropped.
 */
export function categoryTree(list: readonly Category[]): CategoryNode[] {
  const tops = list.filter(
    (c) => c.parentId === 0 || !list.some((p) => p.categoryId === c.parentId),
  );
  return tops.map((top) => {
    const children = list.filter((c) => c.parentId === top.categoryId && c !== top);
    return children.length > 0 ? { ...top, children } : { ...top };
  });
}

/** The category tree as TreeSelect options. */
export function categoryOptions(list: readonly Category[]): TreeOption<number>[] {
  return categoryTree(list).map((top) => ({
    id: top.categoryId,
    label: top.name,
    ...(top.children
      ? { children: top.children.map((c) => ({ id: c.categoryId, label: c.name })) }
      : {}),
  }));
}

/** The cascader-style path of a category id (`[top, sub]` or `[top]`), for the core rule. */
export function categoryPath(list: readonly Category[], id: number | undefined): number[] {
  if (id === undefined) return [];
  const found = list.find((c) => c.categoryId === id);
  if (!found) return [];
  return found.parentId === 0 ? [id] : [found.parentId, id];
}

/** RuoYi wire helpers, shared by all areas. */
export { exportName, idList } from '../../common/wire';
