import { and, eq, gte, lte } from 'drizzle-orm';
import { wcmCertificate } from '../../db/schema';
import { message } from '../../i18n/messages';
import { daysBetween, escapeHtml, postReminderOnce } from '../admin/reminder-notice';
import type { JobContext } from '../monitor/job-registry';
import { publishDue } from './articles';
import { addDays, todayWallDate } from './rules';

/** Live certificates whose expiry date is from `from` to `to` (wall dates, both included). */
export const expiringBetween = (from: string, to: string) =>
  and(
    eq(wcmCertificate.delFlag, '0'),
    gte(wcmCertificate.expiryDate, from),
    lte(wcmCertificate.expiryDate, to),
  );

/** Days before expiry a reminder notice is posted (issue 13). */
export const REMINDER_DAYS = [30, 7] as const;

/**
 * Daily registry job `certificates.expiryReminder`: posts a notice when a certificate is 30 and
 * again 7 days from expiry (or `days`, when given, as the only threshold). Each threshold is
 * posted once per certificate; the conditional update keeps two runs at once from doubling it.
 */
export async function certificateReminders({ db, now, args }: JobContext): Promise<string> {
  const thresholds = typeof args[0] === 'number' ? [args[0]] : [...REMINDER_DAYS];
  const today = todayWallDate(now());
  const horizon = addDays(today, Math.max(...thresholds));
  const due = await db.select().from(wcmCertificate).where(expiringBetween(today, horizon));
  let posted = 0;
  for (const cert of due) {
    const left = daysBetween(today, cert.expiryDate);
    const pending = thresholds.filter((t) => left <= t && !cert.reminded.includes(t));
    if (pending.length === 0) continue;
    const reminded = [...cert.reminded, ...pending].sort((a, b) => b - a);
    const done = await postReminderOnce(
      db,
      (tx) =>
        tx
          .update(wcmCertificate)
          .set({ reminded })
          .where(
            and(
              eq(wcmCertificate.certificateId, cert.certificateId),
              eq(wcmCertificate.reminded, cert.reminded),
            ),
          )
          .returning({ id: wcmCertificate.certificateId }),
      {
        title: message('zh-CN', 'knowledge.cert.notice.title', cert.name, cert.expiryDate),
        content:
          `<p>${escapeHtml(cert.name)}（${escapeHtml(cert.certNo)}，${escapeHtml(cert.issuer)}）` +
          `将于 ${cert.expiryDate} 到期，剩余 ${left} 天。</p>` +
          `<p>${escapeHtml(cert.name)} (${escapeHtml(cert.certNo)}) expires on ${cert.expiryDate}, in ${left} day(s).</p>`,
      },
    );
    if (done) posted += 1;
  }
  return `${posted} certificate reminder(s) posted`;
}

/** Registry job `articles.publishScheduled`: publishes scheduled articles whose time has come. */
export async function publishScheduled({ db, now }: JobContext): Promise<string> {
  const published = await publishDue(db, new Date(now()));
  return `${published} scheduled article(s) published`;
}
