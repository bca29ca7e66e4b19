import type { RequestBody } from '../../plugins/contract';

/** The product form as received (contract ProductsProductFields): every property optional. */
export type ProductFields = RequestBody<'ProductsProductFields'>;

/** The form with every property present (defaults filled in), ready to validate and store. */
export type ProductForm = Required<Omit<ProductFields, 'productId' | 'version'>>;

/**
 * Category form as received (contract ProductsCategoryBody). Kept by hand: the generated type
 * makes the properties with a default (`parentId`, `visible`) required, and clients leave them out.
 */
export interface CategoryFields {
  categoryId?: number;
  parentId?: number;
  name: string;
  sort?: number | null;
  recommendCount?: number | null;
  visible?: boolean;
}

export type { FieldFailure } from '../../lib/business-error';
