// Knowledge centre (issue 13): FAQ, certificates, articles / solutions / success cases, their
// publication records and revisions.
import { char, date, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { audit, softDelete, ts } from './columns';

/** A question and its answer (restricted rich text); products link them by id. */
export const wcmFaq = pgTable(
  'wcm_faq',
  {
    faqId: integer('faq_id').primaryKey().generatedByDefaultAsIdentity(),
    question: varchar('question', { length: 200 }).notNull(),
    /** Restricted editor HTML (b, i, u, em, strong, span, a, br, p), sanitised on save. */
    answer: text('answer').notNull().default(''),
    /** Dictionary wcm_faq_category. */
    category: varchar('category', { length: 32 }).notNull().default(''),
    /** Positive integer, larger first; null = no priority (listed last). */
    sort: integer('sort'),
    /** '0' shown, '1' hidden (dictionary sys_show_hide). */
    visible: char('visible', { length: 1 }).notNull().default('0'),
    ...softDelete,
    ...audit,
  },
  (t) => [index('wcm_faq_sort_idx').on(t.sort, t.faqId)],
);

/** A quality certificate (CE, ISO...) with its file and validity; products link them. */
export const wcmCertificate = pgTable(
  'wcm_certificate',
  {
    certificateId: integer('certificate_id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    certNo: varchar('cert_no', { length: 64 }).notNull(),
    issuer: varchar('issuer', { length: 100 }).notNull(),
    /** PDF or image, an uploaded file's URL. */
    fileUrl: varchar('file_url', { length: 255 }).notNull(),
    fileName: varchar('file_name', { length: 100 }).notNull().default(''),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    /** Days-before-expiry reminders already posted (30, 7), so the daily job posts each once. */
    reminded: jsonb('reminded').$type<number[]>().notNull().default([]),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...softDelete,
    ...audit,
  },
  (t) => [index('wcm_certificate_expiry_idx').on(t.expiryDate)],
);

/**
 * Articles (news), solutions and success cases share one table: they have the same fields,
 * editor, drafts, publication and counters; `kind` tells them apart ('article', 'solution',
 * 'case') and each kind is its own resource (path, permission) filtered on it. The case fields
 * (customer, industry, country) stay empty for the other kinds; solutions and cases link products.
 */
export const wcmArticle = pgTable(
  'wcm_article',
  {
    articleId: integer('article_id').primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    /** Cover image (height/width 1.4 within 0.01), an uploaded image's URL. */
    coverUrl: varchar('cover_url', { length: 255 }).notNull().default(''),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    sort: integer('sort'),
    /** Dictionary wcm_<kind>_category. */
    category: varchar('category', { length: 32 }).notNull().default(''),
    /** Full editor HTML, sanitised on save. */
    content: text('content').notNull().default(''),
    customer: varchar('customer', { length: 100 }).notNull().default(''),
    /** Dictionary wcm_industry. */
    industry: varchar('industry', { length: 32 }).notNull().default(''),
    country: varchar('country', { length: 64 }).notNull().default(''),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    /** '0' draft, '1' published, '2' unpublished, '3' scheduled (dictionary wcm_publish_status). */
    status: char('status', { length: 1 }).notNull().default('0'),
    publishTime: ts('publish_time'),
    publishBy: varchar('publish_by', { length: 64 }).notNull().default(''),
    /** When a scheduled article goes live (status '3'). */
    scheduledTime: ts('scheduled_time'),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    ...softDelete,
    ...audit,
  },
  (t) => [
    index('wcm_article_kind_idx').on(t.kind, t.status, t.articleId),
    index('wcm_article_scheduled_idx').on(t.status, t.scheduledTime),
  ],
);

/** Who published, unpublished or republished what and when. */
export const wcmArticlePublication = pgTable(
  'wcm_article_publication',
  {
    recordId: integer('record_id').primaryKey().generatedByDefaultAsIdentity(),
    articleId: integer('article_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The title when it happened. */
    title: varchar('title', { length: 200 }).notNull(),
    /** 'publish', 'unpublish', 'republish', 'schedule' (dictionary wcm_publish_action). */
    action: varchar('action', { length: 16 }).notNull(),
    operBy: varchar('oper_by', { length: 64 }).notNull().default(''),
    operTime: ts('oper_time').defaultNow(),
  },
  (t) => [index('wcm_article_publication_article_idx').on(t.articleId, t.recordId)],
);

/** A saved version of an article's fields, restorable. */
export const wcmArticleRevision = pgTable(
  'wcm_article_revision',
  {
    revisionId: integer('revision_id').primaryKey().generatedByDefaultAsIdentity(),
    articleId: integer('article_id').notNull(),
    version: integer('version').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: ts('create_time').defaultNow(),
  },
  (t) => [index('wcm_article_revision_article_idx').on(t.articleId, t.version)],
);
