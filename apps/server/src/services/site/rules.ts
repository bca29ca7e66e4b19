import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { sysFile, wcmProduct, wcmSitePage } from '../../db/schema';
import type { SiteLinkType } from '../../db/schema/site';
import { refuse } from '../../lib/business-error';

// Server-side rules of the site area (issue 16): image sizes of banner and background slots
// (spec §5 "Image upload", §9 "Cover ratio") and link targets of banners and navigation.

/**
 * Home backgrounds and colour schemes have one row in use (`in_use` '1'): saving a row in use
 * takes the mark from the others (`id` is the saved row's, undefined when adding).
 */
export async function takeInUse(
  db: Db,
  table: PgTable & { inUse: AnyPgColumn },
  idColumn: AnyPgColumn,
  id: number | undefined,
): Promise<void> {
  await db
    .update(table as PgTable)
    .set({ inUse: '0' } as never)
    .where(and(eq(table.inUse, '1'), id === undefined ? undefined : ne(idColumn, id)));
}

/** Allowed deviation of a ratio (spec §9: tolerance 0.01). */
export const RATIO_TOLERANCE = 0.01;

/** What a slot demands of its image. */
export type ImageRule =
  | { kind: 'exact'; width: number; height: number }
  | { kind: 'ratio'; width: number; height: number };

export const PC_BANNER: ImageRule = { kind: 'exact', width: 1920, height: 800 };
export const APP_BANNER: ImageRule = { kind: 'ratio', width: 16, height: 9 };
export const HOME_BACKGROUND: ImageRule = { kind: 'exact', width: 1920, height: 200 };

const STORED = /\/profile\/upload\/([A-Za-z0-9._-]+)$/;

/**
 * The recorded size of an upload by its link (the newest record of its storage key). Uploads
 * record their URL under the API prefix (`/prod-api/profile/upload/<key>`), forms store it
 * without (`/profile/upload/<key>`), seeds record it without: the storage key is what they share.
 */
async function recordedSize(db: Db, url: string) {
  const key = STORED.exec(url)?.[1];
  if (!key) return undefined;
  const [row] = await db
    .select({ width: sysFile.width, height: sysFile.height })
    .from(sysFile)
    .where(and(eq(sysFile.storageKey, key), isNotNull(sysFile.width)))
    .orderBy(desc(sysFile.pkId))
    .limit(1);
  return row && row.width !== null && row.height !== null
    ? { width: row.width, height: row.height }
    : undefined;
}

/** Whether `width`x`height` satisfies `rule`. */
export function fitsRule(rule: ImageRule, width: number, height: number): boolean {
  if (rule.kind === 'exact') return width === rule.width && height === rule.height;
  if (height <= 0) return false;
  return Math.abs(width / height - rule.width / rule.height) <= RATIO_TOLERANCE;
}

/** Refuses an image that is not a recorded upload of the size the slot demands. */
export async function checkImage(db: Db, url: string, rule: ImageRule): Promise<void> {
  const size = await recordedSize(db, url.trim());
  if (!size) refuse('site.image.unknown');
  if (fitsRule(rule, size.width, size.height)) return;
  if (rule.kind === 'exact')
    refuse('site.image.exact', rule.width, rule.height, size.width, size.height);
  refuse('site.image.ratio', (size.width / size.height).toFixed(2));
}

const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;

/** The target normalised for its type, or a refusal when it leads nowhere valid. */
export async function checkLink(db: Db, type: SiteLinkType, rawTarget: string): Promise<string> {
  const target = rawTarget.trim();
  if (type === 'none') return '';
  if (target === '') refuse('site.link.empty');
  switch (type) {
    case 'page': {
      const [page] = await db
        .select({ id: wcmSitePage.pageId })
        .from(wcmSitePage)
        .where(eq(wcmSitePage.slug, target))
        .limit(1);
      if (!page) refuse('site.link.page', target);
      return target;
    }
    case 'product': {
      const id = /^[1-9]\d{0,9}$/.test(target) ? Number(target) : NaN;
      const [product] =
        Number.isSafeInteger(id) && id <= 2147483647
          ? await db
              .select({ id: wcmProduct.productId })
              .from(wcmProduct)
              .where(eq(wcmProduct.productId, id))
              .limit(1)
          : [];
      if (!product) refuse('site.link.product', target);
      return String(id);
    }
    case 'article':
      // No article table yet (content area): the id's shape is what can be checked.
      if (!/^[1-9]\d{0,9}$/.test(target)) refuse('site.link.article');
      return target;
    case 'url': {
      if (!HTTP_URL.test(target)) refuse('site.link.url');
      try {
        const url = new URL(target);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse('site.link.url');
      } catch {
        refuse('site.link.url');
      }
      return target;
    }
  }
}
