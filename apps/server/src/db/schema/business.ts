// Business interactions (issue 14): quotation requests (RFQ / opportunities) with their
// follow-up history, the document library, download applications, followers and comments.
import {
  bigint,
  char,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, softDelete, ts } from './columns';

/**
 * A quotation request. `productId` links the product record; `productName` keeps the name the
 * buyer saw (the product may be renamed or removed later). Status: new, contacted, quoted, won,
 * lost (see services/business/rfq-status.ts for the allowed moves).
 */
export const wcmRfq = pgTable(
  'wcm_rfq',
  {
    rfqId: integer('rfq_id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id'),
    productName: varchar('product_name', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 20 }).notNull().default(''),
    quantity: integer('quantity').notNull().default(0),
    tradeTerms: varchar('trade_terms', { length: 20 }).notNull().default(''),
    paymentTerms: varchar('payment_terms', { length: 20 }).notNull().default(''),
    shippingMethod: varchar('shipping_method', { length: 20 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    company: varchar('company', { length: 200 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    /** ISO 3166-1 alpha-2 code. */
    country: varchar('country', { length: 2 }).notNull().default(''),
    /** Plain text (never rendered as HTML). */
    message: text('message').notNull().default(''),
    source: varchar('source', { length: 20 }).notNull().default('console'),
    assigneeId: integer('assignee_id'),
    /** The assignee's nickname when assigned (kept for lists and exports). */
    assigneeName: varchar('assignee_name', { length: 30 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('new'),
    ...softDelete,
    ...audit,
  },
  (t) => [
    index('wcm_rfq_status_idx').on(t.status),
    index('wcm_rfq_assignee_idx').on(t.assigneeId),
    index('wcm_rfq_product_idx').on(t.productId),
  ],
);

/** One entry of an RFQ's history: a follow-up note, a status change or a (re)assignment. */
export const wcmRfqNote = pgTable(
  'wcm_rfq_note',
  {
    noteId: integer('note_id').primaryKey().generatedByDefaultAsIdentity(),
    rfqId: integer('rfq_id').notNull(),
    /** `note`, `status`, `assign` or `create`. */
    kind: varchar('kind', { length: 10 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }).notNull().default(''),
    toStatus: varchar('to_status', { length: 16 }).notNull().default(''),
    assigneeId: integer('assignee_id'),
    assigneeName: varchar('assignee_name', { length: 30 }).notNull().default(''),
    content: varchar('content', { length: 2000 }).notNull().default(''),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: ts('create_time').defaultNow().notNull(),
  },
  (t) => [index('wcm_rfq_note_rfq_idx').on(t.rfqId)],
);

/** A document of the library; the bytes are an upload (`sys_file`, public id `fileId`). */
export const wcmLibrary = pgTable(
  'wcm_library',
  {
    docId: integer('doc_id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 200 }).notNull(),
    fileId: varchar('file_id', { length: 32 }).notNull(),
    fileName: varchar('file_name', { length: 100 }).notNull().default(''),
    /** Stored extension as sniffed by the upload pipeline (pdf, docx…). */
    fileType: varchar('file_type', { length: 10 }).notNull().default(''),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    storageKey: varchar('storage_key', { length: 80 }).notNull().default(''),
    materialType: varchar('material_type', { length: 20 }).notNull().default(''),
    /** en, zh or fr. */
    language: varchar('language', { length: 5 }).notNull().default('en'),
    /** public or private (private documents are handed out through download applications). */
    visibility: varchar('visibility', { length: 10 }).notNull().default('public'),
    videoType: varchar('video_type', { length: 10 }).notNull().default('none'),
    videoUrl: varchar('video_url', { length: 500 }).notNull().default(''),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    tags: varchar('tags', { length: 300 }).notNull().default(''),
    category: varchar('category', { length: 50 }).notNull().default(''),
    ...softDelete,
    ...audit,
  },
  (t) => [
    index('wcm_library_visibility_idx').on(t.visibility),
    // Serving an upload asks whether its bytes belong to a private document (files/records.ts).
    index('wcm_library_storage_key_idx').on(t.storageKey),
    index('wcm_library_file_idx').on(t.fileId),
  ],
);

/**
 * A request to download a (private) library document. auditStatus '0' pending, '1' approved,
 * '2' refused; downloadStatus '0' not yet, '1' downloaded (first use of the signed link).
 * `linkNonce` is part of the signed link: a new approval issues a new one, so older links die.
 */
export const wcmDownloadApply = pgTable(
  'wcm_download_apply',
  {
    applyId: integer('apply_id').primaryKey().generatedByDefaultAsIdentity(),
    docId: integer('doc_id').notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull().default(''),
    applicantName: varchar('applicant_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    company: varchar('company', { length: 200 }).notNull().default(''),
    auditStatus: char('audit_status', { length: 1 }).notNull().default('0'),
    auditBy: varchar('audit_by', { length: 64 }).notNull().default(''),
    auditTime: ts('audit_time'),
    auditReason: varchar('audit_reason', { length: 500 }).notNull().default(''),
    linkNonce: varchar('link_nonce', { length: 32 }).notNull().default(''),
    linkExpireTime: ts('link_expire_time'),
    downloadStatus: char('download_status', { length: 1 }).notNull().default('0'),
    downloadTime: ts('download_time'),
    ...softDelete,
    ...audit,
  },
  (t) => [
    index('wcm_download_apply_doc_idx').on(t.docId),
    index('wcm_download_apply_status_idx').on(t.auditStatus),
  ],
);

/** Someone following the brand (newsletter, site, trade fair). status '0' following, '1' unsubscribed. */
export const wcmFollower = pgTable(
  'wcm_follower',
  {
    followerId: integer('follower_id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    country: varchar('country', { length: 2 }).notNull().default(''),
    source: varchar('source', { length: 20 }).notNull().default('website'),
    followTime: ts('follow_time').defaultNow().notNull(),
    status: char('status', { length: 1 }).notNull().default('0'),
    unsubscribeTime: ts('unsubscribe_time'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...softDelete,
    ...audit,
  },
  (t) => [uniqueIndex('wcm_follower_email_uq').on(t.email)],
);

/**
 * A visitor's comment on an article, solution or case (`targetType` + `targetId`; the title is
 * kept so the list reads without the content tables). status '0' pending, '1' approved, '2' hidden.
 */
export const wcmComment = pgTable(
  'wcm_comment',
  {
    commentId: integer('comment_id').primaryKey().generatedByDefaultAsIdentity(),
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targetId: integer('target_id').notNull().default(0),
    targetTitle: varchar('target_title', { length: 200 }).notNull().default(''),
    authorName: varchar('author_name', { length: 100 }).notNull(),
    authorEmail: varchar('author_email', { length: 254 }).notNull().default(''),
    /** Plain text (never rendered as HTML). */
    content: varchar('content', { length: 2000 }).notNull(),
    status: char('status', { length: 1 }).notNull().default('0'),
    replyContent: varchar('reply_content', { length: 2000 }).notNull().default(''),
    replyBy: varchar('reply_by', { length: 64 }).notNull().default(''),
    replyTime: ts('reply_time'),
    ...softDelete,
    ...audit,
  },
  (t) => [
    index('wcm_comment_status_idx').on(t.status),
    index('wcm_comment_target_idx').on(t.targetType, t.targetId),
  ],
);
