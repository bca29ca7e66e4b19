import type { Db } from '../../db/database';
import { claimDue, markFailed, markSent, releaseStale } from './outbox';
import type { MailTransport } from './transport';

/** Sends what is due through `transport`; returns how many were sent and failed. */
export async function deliverDue(db: Db, transport: MailTransport, now: () => number, limit = 20) {
  await releaseStale(db, new Date(now()));
  const rows = await claimDue(db, new Date(now()), limit);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await transport.send({ to: row.toAddress, subject: row.subject, text: row.bodyText });
      await markSent(db, row.mailId, new Date(now()));
      sent++;
    } catch (error) {
      await markFailed(db, row, error instanceof Error ? error.message : 'error', new Date(now()));
      failed++;
    }
  }
  return { sent, failed };
}
