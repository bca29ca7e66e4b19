import { and, eq } from 'drizzle-orm';
import { wcmDomain } from '../../db/schema';
import { message } from '../../i18n/messages';
import { daysBetween, escapeHtml, postReminderOnce } from '../admin/reminder-notice';
import type { JobContext } from '../monitor/job-registry';
import { certificateExpiringBetween } from './conditions';

/** Days before a custom domain's SSL certificate expires that a warning notice is posted (issue 17). */
export const DOMAIN_WARNING_DAYS = [30, 7] as const;

const DAY_MS = 86_400_000;
const OFFSET_MS = 8 * 3_600_000;
/** The GMT+8 day (yyyy-MM-dd, the wire's wall time) of an instant. */
const dayOf = (at: number) => new Date(at + OFFSET_MS).toISOString().slice(0, 10);

/**
 * The warning level due for a certificate `left` days from expiry: the nearest threshold it has
 * reached (7 when 5 days are left, 30 when 20 are), or undefined when none is reached.
 */
export function warningLevel(left: number, thresholds: readonly number[]): number | undefined {
  const reached = thresholds.filter((t) => left <= t);
  return reached.length > 0 ? Math.min(...reached) : undefined;
}

/**
 * Daily registry job `domains.certificateExpiry`: posts a notice when an approved custom
 * domain's SSL certificate is 30 and again 7 days from expiry (or `days`, when given, as the
 * only threshold). `expiry_warned` keeps the level last warned, so each threshold is posted once
 * per certificate (a new certificate resets it); the conditional update keeps two runs at once
 * from doubling a notice. A certificate first seen 5 days ahead gets one notice, not two.
 */
export async function domainCertificateWarnings({ db, now, args }: JobContext): Promise<string> {
  const thresholds = typeof args[0] === 'number' ? [args[0]] : [...DOMAIN_WARNING_DAYS];
  const at = now();
  const today = dayOf(at);
  const horizon = new Date(at + (Math.max(...thresholds) + 1) * DAY_MS);
  const due = await db
    .select({
      domainId: wcmDomain.domainId,
      domainName: wcmDomain.domainName,
      certSubject: wcmDomain.certSubject,
      expiryTime: wcmDomain.expiryTime,
      expiryWarned: wcmDomain.expiryWarned,
    })
    .from(wcmDomain)
    .where(certificateExpiringBetween(new Date(at), horizon));
  let posted = 0;
  for (const domain of due) {
    if (!domain.expiryTime) continue;
    const expiryDay = dayOf(domain.expiryTime.getTime());
    const left = daysBetween(today, expiryDay);
    const level = warningLevel(left, thresholds);
    if (level === undefined) continue;
    if (domain.expiryWarned > 0 && domain.expiryWarned <= level) continue;
    const name = escapeHtml(domain.domainName);
    const done = await postReminderOnce(
      db,
      (tx) =>
        tx
          .update(wcmDomain)
          .set({ expiryWarned: level })
          .where(
            and(
              eq(wcmDomain.domainId, domain.domainId),
              eq(wcmDomain.expiryWarned, domain.expiryWarned),
            ),
          )
          .returning({ id: wcmDomain.domainId }),
      {
        title: message('zh-CN', 'domain.cert.notice.title', domain.domainName, expiryDay),
        content:
          `<p>域名 ${name} 的 SSL 证书将于 ${expiryDay} 到期，剩余 ${left} 天，请及时在自定义域名中上传新证书。</p>` +
          `<p>The SSL certificate of ${name} expires on ${expiryDay}, in ${left} day(s): upload a new certificate in Custom domain.</p>` +
          `<p>Le certificat SSL de ${name} expire le ${expiryDay}, dans ${left} jour(s) : téléversez un nouveau certificat dans Domaine personnalisé.</p>`,
      },
    );
    if (done) posted += 1;
  }
  return `${posted} domain certificate warning(s) posted`;
}
