// Outgoing mail (download links, invitations, reminders): written in the transaction of the
// change that causes it, delivered later by SMTP when SMTP_URL is set.
import { char, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** One message to send; `status` '0' waiting, '1' sent, '2' given up, '3' being sent. */
export const wcmMailOutbox = pgTable(
  'wcm_mail_outbox',
  {
    mailId: integer('mail_id').primaryKey().generatedByDefaultAsIdentity(),
    /** What caused it, e.g. `download.approved`, `employee.invite`. */
    kind: varchar('kind', { length: 64 }).notNull(),
    /** The record it is about (e.g. the application id), for the area's own screens. */
    refId: varchar('ref_id', { length: 64 }).notNull().default(''),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    bodyText: text('body_text').notNull(),
    status: char('status', { length: 1 }).notNull().default('0'),
    attempts: smallint('attempts').notNull().default(0),
    /** A safe summary of the last failure (never credentials or server internals). */
    lastError: varchar('last_error', { length: 500 }).notNull().default(''),
    nextAttemptTime: ts('next_attempt_time').defaultNow().notNull(),
    createTime: ts('create_time').defaultNow().notNull(),
    sentTime: ts('sent_time'),
  },
  (t) => [
    index('wcm_mail_outbox_due_idx').on(t.status, t.nextAttemptTime),
    index('wcm_mail_outbox_ref_idx').on(t.kind, t.refId),
  ],
);
