// What the public site sends: quotation requests, download applications, comments, followers,
// likes and bookmarks, page views. Everything lands where the console lists it.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  wcmArticle,
  wcmComment,
  wcmDownloadApply,
  wcmFollower,
  wcmRfq,
  wcmRfqNote,
  wcmSiteVisit,
} from '../db/schema';
import { countryOfIp } from '../services/geoip';
import type { RequestBody } from '../plugins/contract';

/** `create_by` of rows the public site wrote. */
export const SITE_AUTHOR = 'website';

export type RfqIntake = RequestBody<'SiteApiRfqBody'>;

export type VisitIntake = RequestBody<'SiteApiVisitBody'>;

const SEARCH = /(^|\.)(google|bing|baidu|yandex|duckduckgo|yahoo|sogou|so|naver|ecosia)\./i;
const SOCIAL =
  /(^|\.)(facebook|fb|twitter|x|t|linkedin|lnkd|instagram|youtube|youtu|weibo|weixin|wechat|tiktok|pinterest|reddit|vk)\.(com|cn|be|co|me|in)$/i;

/** The visit source (dict wcm_visit_source) from the referrer and the utm medium. */
export function visitSource(referrer: string, utmMedium: string, ownHost: string): string {
  const medium = utmMedium.trim().toLowerCase();
  if (medium === 'email' || medium === 'newsletter') return 'email';
  if (['cpc', 'ppc', 'paid', 'ads', 'display', 'paidsearch'].includes(medium)) return 'ads';
  let host = '';
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase() : '';
  } catch {
    host = '';
  }
  if (!host || host === ownHost.toLowerCase()) return 'direct';
  if (SEARCH.test(host)) return 'search';
  if (SOCIAL.test(host)) return 'social';
  return 'referral';
}

/**
 * One row of the visit log. The country comes from the offline GeoIP database by the caller's
 * address; the country the page sent is kept only when the address has none (private networks).
 */
export async function recordVisit(
  db: Db,
  visit: VisitIntake & { ip: string; source: string; kind?: 'view' | 'enquiry' },
) {
  await db.insert(wcmSiteVisit).values({
    sessionId: visit.sessionId,
    ip: visit.ip.slice(0, 64),
    country: countryOfIp(visit.ip) || (visit.country ?? ''),
    pagePath: visit.pagePath.slice(0, 255),
    source: visit.source,
    referrer: (visit.referrer ?? '').slice(0, 255),
    kind: visit.kind ?? 'view',
  });
}

/** A new quotation request (status new, source website) with its creation history entry. */
export async function createRfq(db: Db, body: RfqIntake, productName: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(wcmRfq)
      .values({
        productId: body.productId,
        productName,
        unit: body.unit?.trim() ?? '',
        quantity: body.quantity,
        tradeTerms: body.tradeTerms?.trim() ?? '',
        paymentTerms: body.paymentTerms?.trim() ?? '',
        shippingMethod: body.shippingMethod?.trim() ?? '',
        contactName: body.contactName.trim(),
        company: body.company?.trim() ?? '',
        email: body.email.trim(),
        phone: body.phone?.trim() ?? '',
        country: body.country ?? '',
        message: body.message ?? '',
        source: SITE_AUTHOR,
        status: 'new',
        createBy: SITE_AUTHOR,
      })
      .returning({ rfqId: wcmRfq.rfqId });
    const rfqId = row!.rfqId;
    await tx
      .insert(wcmRfqNote)
      .values({ rfqId, kind: 'create', toStatus: 'new', createBy: SITE_AUTHOR });
    return rfqId;
  });
}

export async function createDownloadApplication(
  db: Db,
  body: { docId: number; applicantName: string; email: string; phone?: string; company?: string },
  title: string,
) {
  await db.insert(wcmDownloadApply).values({
    docId: body.docId,
    fileName: title,
    applicantName: body.applicantName.trim(),
    email: body.email.trim(),
    phone: body.phone?.trim() ?? '',
    company: body.company?.trim() ?? '',
    auditStatus: '0',
    downloadStatus: '0',
    createBy: SITE_AUTHOR,
  });
}

export async function createComment(
  db: Db,
  body: { authorName: string; authorEmail?: string; content: string },
  article: { articleId: number; kind: string; title: string },
) {
  await db.insert(wcmComment).values({
    targetType: article.kind,
    targetId: article.articleId,
    targetTitle: article.title,
    authorName: body.authorName.trim(),
    authorEmail: body.authorEmail?.trim() ?? '',
    content: body.content.trim(),
    status: '0',
    createBy: SITE_AUTHOR,
  });
}

/** Follows (again): a known address is set following, whatever it was. */
export async function follow(
  db: Db,
  body: { name: string; email: string; country?: string },
  at: Date,
) {
  const email = body.email.trim().toLowerCase();
  await db
    .insert(wcmFollower)
    .values({
      name: body.name.trim(),
      email,
      country: body.country ?? '',
      source: SITE_AUTHOR,
      followTime: at,
      status: '0',
      createBy: SITE_AUTHOR,
    })
    .onConflictDoUpdate({
      target: wcmFollower.email,
      set: {
        name: body.name.trim(),
        status: '0',
        unsubscribeTime: null,
        delFlag: '0',
        updateBy: SITE_AUTHOR,
        updateTime: at,
        // A returning follower follows from now; one still following keeps the first date.
        followTime: sql`case when ${wcmFollower.status} = '0' then ${wcmFollower.followTime} else excluded.follow_time end`,
      },
    });
}

export async function unfollow(db: Db, email: string, at: Date) {
  await db
    .update(wcmFollower)
    .set({ status: '1', unsubscribeTime: at, updateBy: SITE_AUTHOR, updateTime: at })
    .where(and(eq(wcmFollower.email, email.trim().toLowerCase()), eq(wcmFollower.status, '0')));
}

/** Adds one like or bookmark to a published article; false when there is none. */
export async function countArticle(
  db: Db,
  articleId: number,
  what: 'like' | 'collect',
): Promise<boolean> {
  const column = what === 'like' ? wcmArticle.likeCount : wcmArticle.collectCount;
  const changed = await db
    .update(wcmArticle)
    .set(what === 'like' ? { likeCount: sql`${column} + 1` } : { collectCount: sql`${column} + 1` })
    .where(
      and(
        eq(wcmArticle.articleId, articleId),
        eq(wcmArticle.status, '1'),
        eq(wcmArticle.delFlag, '0'),
      ),
    )
    .returning({ id: wcmArticle.articleId });
  return changed.length > 0;
}
