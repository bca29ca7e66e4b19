// Uploaded files and image records (issue 5).
import { bigint, char, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit } from './columns';

/**
 * One row per accepted upload (a retried upload gets its own row but shares the stored bytes:
 * `storage_key` is the SHA-256 of the stored bytes plus the sniffed extension).
 */
export const sysFile = pgTable(
  'sys_file',
  {
    pkId: integer('pk_id').primaryKey().generatedByDefaultAsIdentity(),
    /** Public id (32 random hex characters), safe to hand to clients. */
    id: varchar('id', { length: 32 }).notNull(),
    url: varchar('url', { length: 255 }).notNull(),
    /** Original file name as sent by the client (display metadata only). */
    name: varchar('name', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Stored extension, e.g. `png`, `pdf`. */
    type: varchar('type', { length: 10 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    bizType: varchar('biz_type', { length: 64 }).notNull().default(''),
    bizId: varchar('biz_id', { length: 64 }).notNull().default(''),
    storageKey: varchar('storage_key', { length: 80 }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    uploaderId: integer('uploader_id'),
    ...audit,
  },
  (t) => [
    uniqueIndex('sys_file_id_uq').on(t.id),
    index('sys_file_storage_key_idx').on(t.storageKey),
    index('sys_file_biz_idx').on(t.bizType, t.bizId),
  ],
);
