import { and, asc, count, eq, gte, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  wcmArticle,
  wcmCertificate,
  wcmComment,
  wcmDomain,
  wcmDownloadApply,
  wcmFollower,
  wcmRfq,
} from '../../db/schema';
import { RFQ_STATUSES } from '../business/rfq-status';
import { certificateExpiringBetween } from '../domains/conditions';
import { expiringBetween } from '../knowledge/jobs';
import { num } from '../monitor/sql-rows';
import { addDays, dayOf, startOfDay } from './statistics';

// What waits for staff on the home dashboard (issue 16), from stored rows: quotation requests,
// followers, comments to moderate, download applications to audit, published articles, and
// certificates (quality certificates and custom-domain SSL certificates) about to expire.

const DAY_MS = 24 * 60 * 60 * 1000;
/** A certificate is "about to expire" this many days ahead (as the certificate list colours it). */
export const EXPIRING_WITHIN_DAYS = 30;
/** Certificates listed on the dashboard at most. */
const EXPIRING_LISTED = 10;

/** The GMT+8 day the week of `day` starts (Monday). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** One certificate about to expire. */
export interface ExpiringCertificate {
  /** `quality` (knowledge centre certificate) or `domain` (custom-domain SSL certificate). */
  kind: 'quality' | 'domain';
  id: number;
  name: string;
  /** GMT+8 day, yyyy-MM-dd. */
  expiryDate: string;
  daysLeft: number;
}

const countOf = async (rows: Promise<Array<{ n: number }>>) => (await rows)[0]?.n ?? 0;

/** The business and content figures of the dashboard at instant `now`. */
export async function dashboardFigures(db: Db, now: number) {
  const today = dayOf(now);
  const weekFrom = new Date(startOfDay(weekStart(today)));

  const rfqLive = eq(wcmRfq.delFlag, '0');
  const byStatusRows = await db
    .select({ status: wcmRfq.status, n: count() })
    .from(wcmRfq)
    .where(rfqLive)
    .groupBy(wcmRfq.status);
  const byStatus = RFQ_STATUSES.map((status) => ({
    status,
    count: byStatusRows.find((r) => r.status === status)?.n ?? 0,
  }));
  const rfqs = {
    total: byStatusRows.reduce((n, r) => n + r.n, 0),
    newThisWeek: await countOf(
      db
        .select({ n: count() })
        .from(wcmRfq)
        .where(and(rfqLive, gte(wcmRfq.createTime, weekFrom))),
    ),
    byStatus,
  };

  const following = and(eq(wcmFollower.delFlag, '0'), eq(wcmFollower.status, '0'));
  const followers = {
    total: await countOf(db.select({ n: count() }).from(wcmFollower).where(following)),
    newThisWeek: await countOf(
      db
        .select({ n: count() })
        .from(wcmFollower)
        .where(and(following, gte(wcmFollower.followTime, weekFrom))),
    ),
  };

  const commentsPending = await countOf(
    db
      .select({ n: count() })
      .from(wcmComment)
      .where(and(eq(wcmComment.delFlag, '0'), eq(wcmComment.status, '0'))),
  );
  const downloadsPending = await countOf(
    db
      .select({ n: count() })
      .from(wcmDownloadApply)
      .where(and(eq(wcmDownloadApply.delFlag, '0'), eq(wcmDownloadApply.auditStatus, '0'))),
  );

  const [published] = await db
    .select({
      n: count(),
      views: sum(wcmArticle.viewCount),
      likes: sum(wcmArticle.likeCount),
    })
    .from(wcmArticle)
    .where(
      and(eq(wcmArticle.delFlag, '0'), eq(wcmArticle.kind, 'article'), eq(wcmArticle.status, '1')),
    );
  const articles = {
    published: published?.n ?? 0,
    views: num(published?.views),
    likes: num(published?.likes),
  };

  return {
    rfqs,
    followers,
    comments: { pending: commentsPending },
    downloads: { pending: downloadsPending },
    articles,
    certificates: await expiringCertificates(db, now),
  };
}

/**
 * Quality certificates and approved custom domains' SSL certificates expiring from today to 30
 * days ahead (expired ones excluded), soonest first.
 */
export async function expiringCertificates(db: Db, now: number) {
  const today = dayOf(now);
  const horizon = addDays(today, EXPIRING_WITHIN_DAYS);
  const daysUntil = (day: string) => Math.round((startOfDay(day) - startOfDay(today)) / DAY_MS);
  const quality = await db
    .select({
      id: wcmCertificate.certificateId,
      name: wcmCertificate.name,
      expiryDate: wcmCertificate.expiryDate,
    })
    .from(wcmCertificate)
    .where(expiringBetween(today, horizon))
    .orderBy(asc(wcmCertificate.expiryDate));
  const domains = await db
    .select({
      id: wcmDomain.domainId,
      name: wcmDomain.domainName,
      expiryTime: wcmDomain.expiryTime,
    })
    .from(wcmDomain)
    .where(certificateExpiringBetween(new Date(now), new Date(startOfDay(addDays(horizon, 1)))))
    .orderBy(asc(wcmDomain.expiryTime));
  const items: ExpiringCertificate[] = [
    ...quality.map((c) => ({
      kind: 'quality' as const,
      id: c.id,
      name: c.name,
      expiryDate: c.expiryDate,
      daysLeft: daysUntil(c.expiryDate),
    })),
    ...domains.flatMap((d) => {
      if (!d.expiryTime) return [];
      const expiryDate = dayOf(d.expiryTime.getTime());
      if (expiryDate > horizon) return [];
      return [
        {
          kind: 'domain' as const,
          id: d.id,
          name: d.name,
          expiryDate,
          daysLeft: daysUntil(expiryDate),
        },
      ];
    }),
  ].sort((a, b) => a.expiryDate.localeCompare(b.expiryDate) || a.name.localeCompare(b.name));
  return {
    expiring: items.length,
    quality: items.filter((i) => i.kind === 'quality').length,
    domain: items.filter((i) => i.kind === 'domain').length,
    items: items.slice(0, EXPIRING_LISTED),
  };
}
