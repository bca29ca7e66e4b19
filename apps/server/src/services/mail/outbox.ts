import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { wcmMailOutbox } from '../../db/schema';

/** A message for the outbox; plain text only (no markup from user input reaches a mail). */
export interface OutgoingMail {
  kind: string;
  refId?: string | number;
  to: string;
  subject: string;
  text: string;
}

/** One claimed message, ready to hand to the transport. */
export type OutboxRow = typeof wcmMailOutbox.$inferSelect;

/** Attempts before a message is given up (status '2'). */
export const MAX_ATTEMPTS = 6;

/** Delay before attempt `n + 1` after `n` failures: 1, 2, 4, 8, 16 minutes. */
export const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

/**
 * Writes messages to the outbox (inside the caller's transaction when `db` is one), due at `now`:
 * the process clock that claimDue compares with, not the database's, whose microseconds would
 * keep a message queued in the same millisecond from being due yet.
 */
export async function enqueueMail(
  db: Db,
  mails: OutgoingMail | readonly OutgoingMail[],
  now = new Date(),
) {
  const list = Array.isArray(mails) ? mails : [mails as OutgoingMail];
  if (list.length === 0) return [];
  const rows = await db
    .insert(wcmMailOutbox)
    .values(
      list.map((m) => ({
        kind: m.kind.slice(0, 64),
        refId: String(m.refId ?? '').slice(0, 64),
        toAddress: m.to.trim(),
        // Header injection: a subject is one line.
        subject: m.subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
        bodyText: m.text,
        nextAttemptTime: now,
      })),
    )
    .returning({ mailId: wcmMailOutbox.mailId });
  return rows.map((r) => r.mailId);
}

/**
 * Claims up to `limit` due messages for sending (status '0' → '3'), so two processes never send
 * the same one: the claim is one UPDATE over rows locked with SKIP LOCKED.
 */
export async function claimDue(db: Db, now: Date, limit = 20): Promise<OutboxRow[]> {
  const due = db
    .select({ id: wcmMailOutbox.mailId })
    .from(wcmMailOutbox)
    .where(and(eq(wcmMailOutbox.status, '0'), lte(wcmMailOutbox.nextAttemptTime, now)))
    .orderBy(asc(wcmMailOutbox.nextAttemptTime), asc(wcmMailOutbox.mailId))
    .limit(limit)
    .for('update', { skipLocked: true });
  return (
    db
      .update(wcmMailOutbox)
      // The claim time goes in next_attempt_time, which releaseStale reads.
      .set({ status: '3', attempts: sql`${wcmMailOutbox.attempts} + 1`, nextAttemptTime: now })
      .where(inArray(wcmMailOutbox.mailId, due))
      .returning()
  );
}

/** Marks a claimed message sent. */
export async function markSent(db: Db, mailId: number, now: Date) {
  await db
    .update(wcmMailOutbox)
    .set({ status: '1', sentTime: now, lastError: '' })
    .where(eq(wcmMailOutbox.mailId, mailId));
}

/** Puts a claimed message back for a later attempt, or gives it up after MAX_ATTEMPTS. */
export async function markFailed(db: Db, row: OutboxRow, reason: string, now: Date) {
  const giveUp = row.attempts >= MAX_ATTEMPTS;
  await db
    .update(wcmMailOutbox)
    .set({
      status: giveUp ? '2' : '0',
      lastError: reason.slice(0, 500),
      nextAttemptTime: new Date(now.getTime() + retryDelayMs(row.attempts)),
    })
    .where(eq(wcmMailOutbox.mailId, row.mailId));
}

/**
 * Messages a crashed process left in '3' (being sent) for longer than `staleMs` go back to
 * waiting; a message may then be sent twice, which beats never.
 */
export async function releaseStale(db: Db, now: Date, staleMs = 10 * 60_000) {
  await db
    .update(wcmMailOutbox)
    .set({ status: '0' })
    .where(
      and(
        eq(wcmMailOutbox.status, '3'),
        lte(wcmMailOutbox.nextAttemptTime, new Date(now.getTime() - staleMs)),
      ),
    );
}
