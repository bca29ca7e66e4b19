// Product categories, products and product drafts (issue 7).
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit } from './columns';

/** A specification attribute ({name, value}) or a custom attribute ({key, value}). */
export interface ProductSpecAttribute {
  name: string;
  value: string;
}
/** A custom key/value attribute of a product. */
export interface ProductCustomAttribute {
  key: string;
  value: string;
}
/** One column of the specification table; `numeric` cells must hold a number > 0. */
export interface ProductSpecColumn {
  key: string;
  label: string;
  numeric: boolean;
}
/** Specification table: column definitions and rows of text cells keyed by column `key`. */
export interface ProductSpecTable {
  columns: ProductSpecColumn[];
  rows: Array<Record<string, string>>;
}
/** An attachment or certificate link. */
export interface ProductFileLink {
  name: string;
  url: string;
}

/** Two-level product category tree (parentId 0 = top level). */
export const wcmProductCategory = pgTable(
  'wcm_product_category',
  {
    categoryId: integer('category_id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').notNull().default(0),
    name: varchar('name', { length: 100 }).notNull(),
    /** Larger first; null = no priority (listed last). */
    sort: integer('sort'),
    recommendCount: integer('recommend_count').notNull(),
    visible: boolean('visible').notNull().default(true),
    ...audit,
  },
  (t) => [index('wcm_product_category_parent_idx').on(t.parentId)],
);

/**
 * A product: the columns the list shows, filters and sorts on, kept narrow so a filtered page
 * over 100,000 rows stays fast on PGlite (review/listing state, optimistic `version`). The
 * form's larger parts live in wcm_product_detail.
 */
export const wcmProduct = pgTable(
  'wcm_product',
  {
    productId: integer('product_id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    series: varchar('series', { length: 100 }).notNull().default(''),
    modelName: varchar('model_name', { length: 100 }).notNull().default(''),
    // Lower-case copies for the contains filters: a case-sensitive LIKE on these is ~3x faster
    // than ILIKE on PGlite (no pg_trgm there), which keeps 100,000-row searches fast.
    nameLc: varchar('name_lc', { length: 200 })
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    seriesLc: varchar('series_lc', { length: 100 })
      .notNull()
      .generatedAlwaysAs(sql`lower(series)`),
    modelNameLc: varchar('model_name_lc', { length: 100 })
      .notNull()
      .generatedAlwaysAs(sql`lower(model_name)`),
    categoryId: integer('category_id').notNull(),
    /** The first image (the cover), copied here for the list. */
    coverUrl: varchar('cover_url', { length: 500 }).notNull().default(''),
    priceType: varchar('price_type', { length: 16 }).notNull().default('negotiable'),
    factoryPrice: numeric('factory_price', { precision: 14, scale: 2, mode: 'number' }),
    agentPrice: numeric('agent_price', { precision: 14, scale: 2, mode: 'number' }),
    userPrice: numeric('user_price', { precision: 14, scale: 2, mode: 'number' }),
    effectivePrice: numeric('effective_price', { precision: 14, scale: 2, mode: 'number' }),
    recommendQuantity: integer('recommend_quantity'),
    previewQuantity: integer('preview_quantity'),
    /** The form's listing flag: list automatically when approved. */
    autoList: boolean('auto_list').notNull().default(false),
    /** 0 pending review, 1 approved, 2 rejected (dict wcm_audit_status). */
    auditStatus: char('audit_status', { length: 1 }).notNull().default('0'),
    auditReason: varchar('audit_reason', { length: 500 }).notNull().default(''),
    /** 0 delisted, 1 listed (dict wcm_listing_status). */
    listingStatus: char('listing_status', { length: 1 }).notNull().default('0'),
    recommended: boolean('recommended').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...audit,
  },
  (t) => [
    index('wcm_product_category_idx').on(t.categoryId, t.updateTime),
    index('wcm_product_audit_idx').on(t.auditStatus, t.updateTime),
    index('wcm_product_listing_idx').on(t.listingStatus, t.updateTime),
    index('wcm_product_updated_idx').on(t.updateTime, t.productId),
    index('wcm_product_created_idx').on(t.createTime, t.productId),
    index('wcm_product_name_idx').on(t.name, t.productId),
    index('wcm_product_price_idx').on(t.effectivePrice, t.productId),
  ],
);

/** The larger parts of a product's form (one row per product, deleted with it). */
export const wcmProductDetail = pgTable('wcm_product_detail', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => wcmProduct.productId, { onDelete: 'cascade' }),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  videoUrl: varchar('video_url', { length: 500 }).notNull().default(''),
  specAttributes: jsonb('spec_attributes').$type<ProductSpecAttribute[]>().notNull().default([]),
  customAttributes: jsonb('custom_attributes')
    .$type<ProductCustomAttribute[]>()
    .notNull()
    .default([]),
  specTable: jsonb('spec_table')
    .$type<ProductSpecTable>()
    .notNull()
    .default({ columns: [], rows: [] }),
  attachments: jsonb('attachments').$type<ProductFileLink[]>().notNull().default([]),
  certificates: jsonb('certificates').$type<ProductFileLink[]>().notNull().default([]),
  faqIds: jsonb('faq_ids').$type<number[]>().notNull().default([]),
  keywords: varchar('keywords', { length: 500 }).notNull().default(''),
  description: text('description').notNull().default(''),
});

/** A saved (possibly incomplete) product form; `productId` when it edits an existing product. */
export const wcmProductDraft = pgTable(
  'wcm_product_draft',
  {
    draftId: integer('draft_id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id'),
    /** Version of the product the draft was started from (checked on publish). */
    productVersion: integer('product_version'),
    name: varchar('name', { length: 200 }).notNull().default(''),
    categoryId: integer('category_id'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    ...audit,
  },
  (t) => [index('wcm_product_draft_updated_idx').on(t.updateTime)],
);
