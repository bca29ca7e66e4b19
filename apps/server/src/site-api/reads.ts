// What the public site reads: published, listed, visible content only, shaped for the site
// (no audit columns, no prices but the public one, no private contact data).
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  like,
  lte,
  or,
  gte,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  sysDictData,
  wcmArticle,
  wcmCertificate,
  wcmComment,
  wcmCompanyInfo,
  wcmDomain,
  wcmDomainSetting,
  wcmFaq,
  wcmLibrary,
  wcmProduct,
  wcmProductCategory,
  wcmProductDetail,
  wcmServiceContact,
  wcmSiteBackground,
  wcmSiteBanner,
  wcmSiteColor,
  wcmSiteNavGroup,
  wcmSiteNavLink,
  wcmSitePage,
} from '../db/schema';
import { type Lang, pickText } from '../i18n/messages';
import { parseWorkDays } from '../services/company/service-hours';
import { domainsInUse } from '../services/domains/conditions';
import { productHead } from '../services/products/views';

export type ArticleKind = 'article' | 'solution' | 'case';

/** Public paths of uploads: `/profile/...` is served under the console API prefix. */
export function mediaUrl(prefix: string, url: string): string {
  return url.startsWith('/profile/') ? `${prefix}${url}` : url;
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** `%value%` for LIKE with the value's wildcards taken literally. */
const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The GMT+8 calendar day of `at` (the console's day for validity dates). */
export const dayOf = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);

async function dictLabels(db: Db, lang: Lang, dictType: string): Promise<Map<string, string>> {
  const rows = await db
    .select({
      value: sysDictData.dictValue,
      zh: sysDictData.dictLabel,
      en: sysDictData.dictLabelEn,
      fr: sysDictData.dictLabelFr,
    })
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, '0')));
  return new Map(rows.map((r) => [r.value, pickText(lang, r.zh, r.en, r.fr)]));
}

// ---------------------------------------------------------------- products

const publicProduct = and(eq(wcmProduct.auditStatus, '1'), eq(wcmProduct.listingStatus, '1'));

const productColumns = {
  productId: wcmProduct.productId,
  name: wcmProduct.name,
  series: wcmProduct.series,
  modelName: wcmProduct.modelName,
  categoryId: wcmProduct.categoryId,
  categoryName: sql<string>`coalesce(${wcmProductCategory.name}, '')`,
  coverUrl: wcmProduct.coverUrl,
  priceType: wcmProduct.priceType,
  userPrice: wcmProduct.userPrice,
  recommended: wcmProduct.recommended,
  updateTime: wcmProduct.updateTime,
};

type ProductRow = {
  productId: number;
  name: string;
  series: string;
  modelName: string;
  categoryId: number;
  categoryName: string;
  coverUrl: string;
  priceType: string;
  userPrice: number | null;
  recommended: boolean;
  updateTime: Date | null;
};

/** A product as the site sees it: the user (retail) price only, and only when fixed. */
function productView(prefix: string, row: ProductRow) {
  const fixed = row.priceType === 'fixed';
  return {
    ...productHead(row),
    categoryName: row.categoryName,
    coverUrl: mediaUrl(prefix, row.coverUrl),
    priceType: fixed ? ('fixed' as const) : ('negotiable' as const),
    price: fixed ? (row.userPrice ?? null) : null,
    recommended: row.recommended,
    updateTime: iso(row.updateTime),
  };
}

export interface ProductQuery {
  pageNum?: number;
  pageSize?: number;
  categoryId?: number;
  keyword?: string;
  recommended?: boolean;
}

export async function listProducts(db: Db, prefix: string, q: ProductQuery) {
  const pageSize = Math.min(q.pageSize ?? 12, 50);
  const pageNum = q.pageNum ?? 1;
  const conditions = [publicProduct];
  if (q.categoryId !== undefined) {
    const children = db
      .select({ id: wcmProductCategory.categoryId })
      .from(wcmProductCategory)
      .where(eq(wcmProductCategory.parentId, q.categoryId));
    conditions.push(
      or(eq(wcmProduct.categoryId, q.categoryId), inArray(wcmProduct.categoryId, children)),
    );
  }
  const keyword = q.keyword?.trim().toLowerCase();
  if (keyword) {
    const pattern = containsPattern(keyword);
    conditions.push(
      or(
        like(wcmProduct.nameLc, pattern),
        like(wcmProduct.seriesLc, pattern),
        like(wcmProduct.modelNameLc, pattern),
      ),
    );
  }
  if (q.recommended !== undefined) conditions.push(eq(wcmProduct.recommended, q.recommended));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(wcmProduct).where(where);
  const rows = await db
    .select(productColumns)
    .from(wcmProduct)
    .leftJoin(wcmProductCategory, eq(wcmProductCategory.categoryId, wcmProduct.categoryId))
    .where(where)
    .orderBy(desc(wcmProduct.updateTime), desc(wcmProduct.productId))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows: rows.map((r) => productView(prefix, r)), total: total?.n ?? 0 };
}

export async function productDetail(db: Db, prefix: string, lang: Lang, productId: number) {
  const [row] = await db
    .select(productColumns)
    .from(wcmProduct)
    .leftJoin(wcmProductCategory, eq(wcmProductCategory.categoryId, wcmProduct.categoryId))
    .where(and(eq(wcmProduct.productId, productId), publicProduct))
    .limit(1);
  if (!row) return undefined;
  const [detail] = await db
    .select()
    .from(wcmProductDetail)
    .where(eq(wcmProductDetail.productId, productId))
    .limit(1);
  const category: Array<{ categoryId: number; name: string }> = [];
  let categoryId: number | undefined = row.categoryId;
  for (let depth = 0; categoryId && depth < 3; depth += 1) {
    const [c] = await db
      .select({
        categoryId: wcmProductCategory.categoryId,
        name: wcmProductCategory.name,
        parentId: wcmProductCategory.parentId,
      })
      .from(wcmProductCategory)
      .where(eq(wcmProductCategory.categoryId, categoryId))
      .limit(1);
    if (!c) break;
    category.unshift({ categoryId: c.categoryId, name: c.name });
    categoryId = c.parentId;
  }
  const faqIds = (detail?.faqIds ?? []).filter((id) => Number.isSafeInteger(id));
  const faq = faqIds.length > 0 ? await faqRows(db, lang, faqIds) : [];
  const link = (l: { name: string; url: string }) => ({
    name: l.name,
    url: mediaUrl(prefix, l.url),
  });
  return {
    product: productView(prefix, row),
    category,
    images: (detail?.images ?? []).map((url) => mediaUrl(prefix, url)),
    videoUrl: mediaUrl(prefix, detail?.videoUrl ?? ''),
    specAttributes: (detail?.specAttributes ?? []).map((a) => ({ name: a.name, value: a.value })),
    customAttributes: (detail?.customAttributes ?? []).map((a) => ({ key: a.key, value: a.value })),
    specTable: {
      columns: (detail?.specTable.columns ?? []).map((c) => ({
        key: c.key,
        label: c.label,
        numeric: c.numeric,
      })),
      rows: detail?.specTable.rows ?? [],
    },
    attachments: (detail?.attachments ?? []).map(link),
    certificates: (detail?.certificates ?? []).map(link),
    keywords: detail?.keywords ?? '',
    description: detail?.description ?? '',
    faq,
  };
}

export async function categoryTree(db: Db) {
  const rows = await db
    .select({
      categoryId: wcmProductCategory.categoryId,
      parentId: wcmProductCategory.parentId,
      name: wcmProductCategory.name,
    })
    .from(wcmProductCategory)
    .where(eq(wcmProductCategory.visible, true))
    .orderBy(sql`${wcmProductCategory.sort} desc nulls last`, asc(wcmProductCategory.categoryId));
  const top = rows.filter((r) => r.parentId === 0);
  return top.map((t) => ({
    categoryId: t.categoryId,
    name: t.name,
    children: rows
      .filter((r) => r.parentId === t.categoryId)
      .map((c) => ({ categoryId: c.categoryId, name: c.name })),
  }));
}

// ---------------------------------------------------------------- knowledge

const CATEGORY_DICT: Record<ArticleKind, string> = {
  article: 'wcm_article_category',
  solution: 'wcm_solution_category',
  case: 'wcm_case_category',
};

const published = and(eq(wcmArticle.status, '1'), eq(wcmArticle.delFlag, '0'));

type ArticleRow = typeof wcmArticle.$inferSelect;

function articleView(prefix: string, labels: Map<string, string>, row: ArticleRow) {
  return {
    articleId: row.articleId,
    kind: row.kind as ArticleKind,
    title: row.title,
    description: row.description,
    coverUrl: mediaUrl(prefix, row.coverUrl),
    hashtags: row.hashtags,
    category: row.category,
    categoryLabel: labels.get(row.category) ?? row.category,
    customer: row.customer,
    industry: row.industry,
    country: row.country,
    publishTime: iso(row.publishTime),
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    collectCount: row.collectCount,
  };
}

export interface ArticleQuery {
  kind?: ArticleKind;
  category?: string;
  pageNum?: number;
  pageSize?: number;
}

export async function listArticles(db: Db, prefix: string, lang: Lang, q: ArticleQuery) {
  const kind = q.kind ?? 'article';
  const pageSize = Math.min(q.pageSize ?? 10, 50);
  const pageNum = q.pageNum ?? 1;
  const conditions = [published, eq(wcmArticle.kind, kind)];
  if (q.category) conditions.push(eq(wcmArticle.category, q.category));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(wcmArticle).where(where);
  const rows = await db
    .select()
    .from(wcmArticle)
    .where(where)
    .orderBy(desc(wcmArticle.publishTime), desc(wcmArticle.articleId))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const labels = await dictLabels(db, lang, CATEGORY_DICT[kind]);
  return { rows: rows.map((r) => articleView(prefix, labels, r)), total: total?.n ?? 0 };
}

/** A published article (any kind) or undefined. */
export async function publishedArticle(db: Db, articleId: number) {
  const [row] = await db
    .select()
    .from(wcmArticle)
    .where(and(eq(wcmArticle.articleId, articleId), published))
    .limit(1);
  return row;
}

export async function articleDetail(db: Db, prefix: string, lang: Lang, articleId: number) {
  const row = await publishedArticle(db, articleId);
  if (!row) return undefined;
  const kind = row.kind as ArticleKind;
  const labels = await dictLabels(db, lang, CATEGORY_DICT[kind] ?? CATEGORY_DICT.article);
  const linked = row.productIds.filter((id) => Number.isSafeInteger(id) && id > 0);
  const listed =
    linked.length > 0
      ? await db
          .select({ id: wcmProduct.productId })
          .from(wcmProduct)
          .where(and(inArray(wcmProduct.productId, linked), publicProduct))
      : [];
  const listedIds = new Set(listed.map((p) => p.id));
  const comments = await db
    .select({
      commentId: wcmComment.commentId,
      authorName: wcmComment.authorName,
      content: wcmComment.content,
      replyContent: wcmComment.replyContent,
      createTime: wcmComment.createTime,
    })
    .from(wcmComment)
    .where(
      and(
        eq(wcmComment.targetType, kind),
        eq(wcmComment.targetId, articleId),
        eq(wcmComment.status, '1'),
        eq(wcmComment.delFlag, '0'),
      ),
    )
    .orderBy(asc(wcmComment.createTime), asc(wcmComment.commentId))
    .limit(200);
  return {
    article: articleView(prefix, labels, row),
    content: row.content,
    productIds: linked.filter((id) => listedIds.has(id)),
    comments: comments.map((c) => ({ ...c, createTime: iso(c.createTime) })),
  };
}

async function faqRows(db: Db, lang: Lang, ids?: number[]) {
  const conditions = [eq(wcmFaq.visible, '0'), eq(wcmFaq.delFlag, '0')];
  if (ids) conditions.push(inArray(wcmFaq.faqId, ids));
  const rows = await db
    .select({
      faqId: wcmFaq.faqId,
      question: wcmFaq.question,
      answer: wcmFaq.answer,
      category: wcmFaq.category,
    })
    .from(wcmFaq)
    .where(and(...conditions))
    .orderBy(sql`${wcmFaq.sort} desc nulls last`, asc(wcmFaq.faqId));
  const labels = await dictLabels(db, lang, 'wcm_faq_category');
  return rows.map((r) => ({ ...r, categoryLabel: labels.get(r.category) ?? r.category }));
}

export const listFaq = (db: Db, lang: Lang) => faqRows(db, lang);

export async function validCertificates(db: Db, prefix: string, today: string) {
  const rows = await db
    .select({
      certificateId: wcmCertificate.certificateId,
      name: wcmCertificate.name,
      certNo: wcmCertificate.certNo,
      issuer: wcmCertificate.issuer,
      fileUrl: wcmCertificate.fileUrl,
      effectiveDate: wcmCertificate.effectiveDate,
      expiryDate: wcmCertificate.expiryDate,
      productIds: wcmCertificate.productIds,
    })
    .from(wcmCertificate)
    .where(
      and(
        eq(wcmCertificate.delFlag, '0'),
        lte(wcmCertificate.effectiveDate, today),
        gte(wcmCertificate.expiryDate, today),
      ),
    )
    .orderBy(asc(wcmCertificate.expiryDate), asc(wcmCertificate.certificateId));
  return rows.map((r) => ({ ...r, fileUrl: mediaUrl(prefix, r.fileUrl) }));
}

// ---------------------------------------------------------------- site decoration

export async function pageBySlug(db: Db, prefix: string, slug: string) {
  const [row] = await db
    .select()
    .from(wcmSitePage)
    .where(and(eq(wcmSitePage.slug, slug), eq(wcmSitePage.status, '0')))
    .limit(1);
  if (!row) return undefined;
  return {
    slug: row.slug,
    name: row.name,
    seoTitle: row.seoTitle,
    seoKeywords: row.seoKeywords,
    seoDescription: row.seoDescription,
    content: row.content,
    backgroundUrl: mediaUrl(prefix, row.backgroundUrl),
    updateTime: iso(row.updateTime ?? row.createTime),
  };
}

export async function visibleBanners(db: Db, prefix: string, at: Date, type?: 'pc' | 'app') {
  const conditions = [
    eq(wcmSiteBanner.visible, '0'),
    or(isNull(wcmSiteBanner.startTime), lte(wcmSiteBanner.startTime, at)),
    or(isNull(wcmSiteBanner.endTime), gt(wcmSiteBanner.endTime, at)),
  ];
  if (type) conditions.push(eq(wcmSiteBanner.bannerType, type));
  const rows = await db
    .select()
    .from(wcmSiteBanner)
    .where(and(...conditions))
    .orderBy(desc(wcmSiteBanner.sort), asc(wcmSiteBanner.bannerId));
  return rows.map((r) => ({
    bannerId: r.bannerId,
    title: r.title,
    bannerType: r.bannerType === 'app' ? ('app' as const) : ('pc' as const),
    imageUrl: mediaUrl(prefix, r.imageUrl),
    linkType: r.linkType,
    linkTarget: r.linkTarget,
  }));
}

export async function backgroundInUse(db: Db, prefix: string) {
  const [row] = await db
    .select({ name: wcmSiteBackground.name, imageUrl: wcmSiteBackground.imageUrl })
    .from(wcmSiteBackground)
    .where(eq(wcmSiteBackground.inUse, '1'))
    .orderBy(asc(wcmSiteBackground.backgroundId))
    .limit(1);
  return row ? { name: row.name, imageUrl: mediaUrl(prefix, row.imageUrl) } : null;
}

export async function navigation(db: Db) {
  const groups = await db
    .select({ groupId: wcmSiteNavGroup.groupId, title: wcmSiteNavGroup.title })
    .from(wcmSiteNavGroup)
    .orderBy(asc(wcmSiteNavGroup.position), asc(wcmSiteNavGroup.groupId));
  const links = await db
    .select({
      groupId: wcmSiteNavLink.groupId,
      label: wcmSiteNavLink.label,
      linkType: wcmSiteNavLink.linkType,
      linkTarget: wcmSiteNavLink.linkTarget,
    })
    .from(wcmSiteNavLink)
    .orderBy(asc(wcmSiteNavLink.position), asc(wcmSiteNavLink.linkId));
  return groups.map((g) => ({
    title: g.title,
    links: links
      .filter((l) => l.groupId === g.groupId)
      .map((l) => ({ label: l.label, linkType: l.linkType, linkTarget: l.linkTarget })),
  }));
}

export async function colorsInUse(db: Db) {
  const [row] = await db
    .select({
      name: wcmSiteColor.name,
      primaryColor: wcmSiteColor.primaryColor,
      secondaryColor: wcmSiteColor.secondaryColor,
      accentColor: wcmSiteColor.accentColor,
      textColor: wcmSiteColor.textColor,
      backgroundColor: wcmSiteColor.backgroundColor,
    })
    .from(wcmSiteColor)
    .where(eq(wcmSiteColor.inUse, '1'))
    .orderBy(asc(wcmSiteColor.schemeId))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- company

/** The public part of the profile: no legal representative, authorised person or licence. */
export async function companyProfile(db: Db, prefix: string, lang: Lang) {
  const [row] = await db.select().from(wcmCompanyInfo).orderBy(asc(wcmCompanyInfo.infoId)).limit(1);
  if (!row) return null;
  return {
    fullName: row.fullName,
    shortName: row.shortName,
    englishName: row.englishName,
    about: row.about,
    address: lang === 'zh-CN' ? row.addressZh || row.addressEn : row.addressEn || row.addressZh,
    postalCode: row.postalCode,
    contactInfo: row.contactInfo,
    mainBusiness: row.mainBusiness,
    establishDate: row.establishDate,
    employeeCount: row.employeeCount,
    salesRegions: row.salesRegions,
    documents: row.documents.map((d) => ({ name: d.name, url: mediaUrl(prefix, d.url) })),
  };
}

export async function serviceContacts(db: Db) {
  const rows = await db
    .select({
      contactId: wcmServiceContact.contactId,
      fullName: wcmServiceContact.fullName,
      country: wcmServiceContact.country,
      phone: wcmServiceContact.phone,
      email: wcmServiceContact.email,
      workDays: wcmServiceContact.workDays,
      startTime: wcmServiceContact.startTime,
      endTime: wcmServiceContact.endTime,
      timeZone: wcmServiceContact.timeZone,
    })
    .from(wcmServiceContact)
    .where(and(eq(wcmServiceContact.status, '0'), eq(wcmServiceContact.delFlag, '0')))
    .orderBy(asc(wcmServiceContact.sort), asc(wcmServiceContact.contactId));
  return rows;
}

export const workDaysOf = (value: string) => parseWorkDays(value);

// ---------------------------------------------------------------- library

export async function libraryDocs(db: Db, prefix: string, language: 'en' | 'zh' | 'fr') {
  const rows = await db
    .select()
    .from(wcmLibrary)
    .where(and(eq(wcmLibrary.delFlag, '0'), eq(wcmLibrary.language, language)))
    .orderBy(desc(wcmLibrary.createTime), desc(wcmLibrary.docId));
  return rows.map((r) => ({
    docId: r.docId,
    title: r.title,
    fileType: r.fileType,
    fileSize: r.fileSize,
    materialType: r.materialType,
    language: r.language as 'en' | 'zh' | 'fr',
    visibility: r.visibility === 'public' ? ('public' as const) : ('private' as const),
    videoType: r.videoType,
    videoUrl: r.videoUrl,
    description: r.description,
    tags: r.tags,
    category: r.category,
    fileUrl:
      r.visibility === 'public' && r.storageKey
        ? mediaUrl(prefix, `/profile/upload/${r.storageKey}`)
        : null,
  }));
}

/** A library document that can be applied for (not deleted), or undefined. */
export async function liveLibraryDoc(db: Db, docId: number) {
  const [row] = await db
    .select({ docId: wcmLibrary.docId, title: wcmLibrary.title })
    .from(wcmLibrary)
    .where(and(eq(wcmLibrary.docId, docId), eq(wcmLibrary.delFlag, '0')))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------- sites by host

export interface SiteHosts {
  brandName: string;
  /** Approved, enabled custom domains (lower case). */
  domains: string[];
}

export async function siteHosts(db: Db): Promise<SiteHosts> {
  const [setting] = await db
    .select({ brandName: wcmDomainSetting.brandName })
    .from(wcmDomainSetting)
    .orderBy(asc(wcmDomainSetting.settingId))
    .limit(1);
  const domains = await db
    .select({ name: wcmDomain.domainName })
    .from(wcmDomain)
    .where(domainsInUse());
  return {
    brandName: setting?.brandName ?? '',
    domains: domains.map((d) => d.name.toLowerCase()),
  };
}
