// Website decoration and statistics (issue 16): banners, home background, pages with SEO,
// bottom navigation, colour schemes, the visit log and its daily roll-up.
import {
  bigint,
  char,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, ts } from './columns';

/** Where a banner or a navigation link leads (dict wcm_site_link_type). */
export type SiteLinkType = 'none' | 'page' | 'product' | 'article' | 'url';

/** A home-page banner: PC (exactly 1920x800) or APP (16:9 within 0.01). */
export const wcmSiteBanner = pgTable(
  'wcm_site_banner',
  {
    bannerId: integer('banner_id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 100 }).notNull(),
    /** pc or app (dict wcm_banner_type). */
    bannerType: varchar('banner_type', { length: 8 }).notNull().default('pc'),
    imageUrl: varchar('image_url', { length: 500 }).notNull(),
    linkType: varchar('link_type', { length: 16 }).notNull().default('none'),
    /** Page slug, product id, article id or an http(s) URL, by linkType. */
    linkTarget: varchar('link_target', { length: 500 }).notNull().default(''),
    /** Larger first. */
    sort: integer('sort').notNull().default(0),
    /** 0 shown, 1 hidden (dict sys_show_hide). */
    visible: char('visible', { length: 1 }).notNull().default('0'),
    startTime: ts('start_time'),
    endTime: ts('end_time'),
    ...audit,
  },
  (t) => [index('wcm_site_banner_type_idx').on(t.bannerType, t.sort)],
);

/** Home background images (exactly 1920x200); one of them is in use. */
export const wcmSiteBackground = pgTable('wcm_site_background', {
  backgroundId: integer('background_id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  imageUrl: varchar('image_url', { length: 500 }).notNull(),
  /** '1' = the image the site shows (at most one row). */
  inUse: char('in_use', { length: 1 }).notNull().default('0'),
  ...audit,
});

/** A content page of the site with its SEO fields; the slug is its unique address. */
export const wcmSitePage = pgTable(
  'wcm_site_page',
  {
    pageId: integer('page_id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 100 }).notNull(),
    seoTitle: varchar('seo_title', { length: 120 }).notNull().default(''),
    seoKeywords: varchar('seo_keywords', { length: 255 }).notNull().default(''),
    seoDescription: varchar('seo_description', { length: 320 }).notNull().default(''),
    /** Sanitised rich text (full variant). */
    content: text('content').notNull().default(''),
    backgroundUrl: varchar('background_url', { length: 500 }).notNull().default(''),
    /** 0 published, 1 draft (dict wcm_page_status). */
    status: char('status', { length: 1 }).notNull().default('0'),
    ...audit,
  },
  (t) => [uniqueIndex('wcm_site_page_slug_uq').on(t.slug)],
);

/** A group (column) of the bottom navigation. */
export const wcmSiteNavGroup = pgTable('wcm_site_nav_group', {
  groupId: integer('group_id').primaryKey().generatedByDefaultAsIdentity(),
  title: varchar('title', { length: 50 }).notNull(),
  /** Position from the left, 0 first. */
  position: integer('position').notNull().default(0),
  ...audit,
});

/** A link of a navigation group. */
export const wcmSiteNavLink = pgTable(
  'wcm_site_nav_link',
  {
    linkId: integer('link_id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => wcmSiteNavGroup.groupId, { onDelete: 'cascade' }),
    label: varchar('label', { length: 50 }).notNull(),
    linkType: varchar('link_type', { length: 16 }).notNull(),
    linkTarget: varchar('link_target', { length: 500 }).notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('wcm_site_nav_link_group_idx').on(t.groupId, t.position)],
);

/** A colour scheme of the site; one is in use. Colours are #rrggbb. */
export const wcmSiteColor = pgTable('wcm_site_color', {
  schemeId: integer('scheme_id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 50 }).notNull(),
  primaryColor: char('primary_color', { length: 7 }).notNull(),
  secondaryColor: char('secondary_color', { length: 7 }).notNull(),
  accentColor: char('accent_color', { length: 7 }).notNull(),
  textColor: char('text_color', { length: 7 }).notNull(),
  backgroundColor: char('background_color', { length: 7 }).notNull().default('#ffffff'),
  inUse: char('in_use', { length: 1 }).notNull().default('0'),
  ...audit,
});

/**
 * One page view of the public site (the public site API writes these; seeded meanwhile). A visit
 * is a session: its views share `sessionId`. `kind` is `view` or `enquiry` (an enquiry sent).
 */
export const wcmSiteVisit = pgTable(
  'wcm_site_visit',
  {
    visitId: bigint('visit_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    visitTime: ts('visit_time').notNull().defaultNow(),
    sessionId: varchar('session_id', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    /** ISO 3166-1 alpha-2, '' when unknown. */
    country: varchar('country', { length: 2 }).notNull().default(''),
    pagePath: varchar('page_path', { length: 255 }).notNull(),
    /** direct, search, social, referral, email or ads (dict wcm_visit_source). */
    source: varchar('source', { length: 16 }).notNull().default('direct'),
    referrer: varchar('referrer', { length: 255 }).notNull().default(''),
    kind: varchar('kind', { length: 8 }).notNull().default('view'),
  },
  (t) => [index('wcm_site_visit_time_idx').on(t.visitTime)],
);

/** The daily roll-up of the visit log (GMT+8 days), written by the `site.visitRollup` job. */
export const wcmSiteVisitDaily = pgTable('wcm_site_visit_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  visits: integer('visits').notNull(),
  uniqueIps: integer('unique_ips').notNull(),
  pageViews: integer('page_views').notNull(),
  enquiries: integer('enquiries').notNull(),
  countries: integer('countries').notNull(),
  updateTime: ts('update_time').defaultNow(),
});
