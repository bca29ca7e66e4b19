import type {
  ProductCustomAttribute,
  ProductFileLink,
  ProductSpecAttribute,
  ProductSpecTable,
} from '../../db/schema';

/** The product form as received (contract ProductsProductFields): every property optional. */
export interface ProductFields {
  productId?: number;
  version?: number;
  name?: string;
  series?: string;
  modelName?: string;
  categoryId?: number | null;
  images?: string[];
  videoUrl?: string;
  specAttributes?: ProductSpecAttribute[];
  customAttributes?: ProductCustomAttribute[];
  specTable?: ProductSpecTable;
  priceType?: 'negotiable' | 'fixed';
  factoryPrice?: number | null;
  agentPrice?: number | null;
  userPrice?: number | null;
  effectivePrice?: number | null;
  attachments?: ProductFileLink[];
  certificates?: ProductFileLink[];
  faqIds?: number[];
  recommendQuantity?: number | null;
  previewQuantity?: number | null;
  autoList?: boolean;
  keywords?: string;
  description?: string;
}

/** The form with every property present (defaults filled in), ready to validate and store. */
export type ProductForm = Required<Omit<ProductFields, 'productId' | 'version'>>;

/** Category form as received (contract ProductsCategoryBody). */
export interface CategoryFields {
  categoryId?: number;
  parentId?: number;
  name: string;
  sort?: number | null;
  recommendCount?: number | null;
  visible?: boolean;
}

export type { FieldFailure } from '../../lib/business-error';
