import type { Db } from '../../db/database';
import { sysNotice } from '../../db/schema';

/** Whole days from wall date `from` to wall date `to` (both `yyyy-MM-dd`). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Text made safe to place in a notice's HTML content. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Posts a reminder notice (shown, by admin) in one transaction with `claim`, the conditional
 * update that marks the reminder sent and returns the rows it changed: when another run claimed
 * it first nothing is posted. Whether this run posted it.
 */
export async function postReminderOnce(
  db: Db,
  claim: (tx: Db) => Promise<unknown[]>,
  notice: { title: string; content: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await claim(tx);
    if (changed.length === 0) return false;
    await tx.insert(sysNotice).values({
      noticeTitle: notice.title.slice(0, 50),
      noticeType: '1',
      noticeContent: notice.content,
      status: '0',
      createBy: 'admin',
    });
    return true;
  });
}
