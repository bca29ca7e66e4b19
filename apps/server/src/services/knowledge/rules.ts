import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sysFile, wcmFaq, wcmProduct } from '../../db/schema';
import type { MessageKey } from '../../i18n/messages';
import { refuse } from '../../lib/business-error';

// Rules of the knowledge centre that the contract's JSON schema cannot say (issue 13, spec §5
// "Image upload" and "Rich-text editor").

/** Cover height/width and its tolerance (spec §9). */
export const COVER_RATIO = 1.4;
export const RATIO_TOLERANCE = 0.01;
/** Largest image in the full editor's content (spec §5, 204800 bytes). */
export const CONTENT_IMAGE_BYTES = 204_800;
const CONTENT_IMAGE_TYPES = new Set(['jpg', 'jpeg', 'png', 'gif']);

const RESTRICTED: ReadonlyArray<readonly [RegExp, MessageKey]> = [
  [/<\s*img\b/i, 'knowledge.restricted.image'],
  [/<\s*(?:table|thead|tbody|tr|td|th)\b/i, 'knowledge.restricted.table'],
  [/<\s*video\b/i, 'knowledge.restricted.video'],
  [/<\s*audio\b/i, 'knowledge.restricted.audio'],
  [/<\s*(?:iframe|frame|embed|object)\b/i, 'knowledge.restricted.iframe'],
];

/**
 * Refuses restricted-editor HTML that carries images, tables, video, audio or frames with the
 * editor's own message (the sanitiser's restricted mode would drop them silently).
 */
export function assertRestricted(html: string): void {
  for (const [pattern, key] of RESTRICTED) if (pattern.test(html)) refuse(key);
}

/** The visible text of sanitised HTML (tags dropped, entities of spaces folded). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();
}

/** Refuses ids of products that do not exist. */
export async function assertProducts(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: wcmProduct.productId })
    .from(wcmProduct)
    .where(inArray(wcmProduct.productId, [...ids]));
  const have = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !have.has(id));
  if (missing !== undefined) refuse('knowledge.productMissing', missing);
}

/** Refuses FAQ ids (a product's linked FAQ) that do not exist or were deleted. */
export async function assertFaqIds(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: wcmFaq.faqId })
    .from(wcmFaq)
    .where(and(inArray(wcmFaq.faqId, [...ids]), eq(wcmFaq.delFlag, '0')));
  const have = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !have.has(id));
  if (missing !== undefined) refuse('knowledge.faqMissing', missing);
}

/**
 * The uploaded file a link points to (uploads and seed images), found by its storage key: links
 * are stored as `/profile/upload/<key>`, records say `/prod-api/profile/upload/<key>` for uploads.
 */
async function fileAt(db: Db, url: string) {
  const match = /\/profile\/upload\/([^/?#]+)$/.exec(url.trim().split(/[?#]/)[0] ?? '');
  if (!match?.[1]) return undefined;
  const [file] = await db
    .select({
      size: sysFile.size,
      type: sysFile.type,
      width: sysFile.width,
      height: sysFile.height,
    })
    .from(sysFile)
    .where(eq(sysFile.storageKey, match[1]))
    .limit(1);
  return file;
}

/** The cover must be an uploaded image whose height/width is 1.4 within 0.01. */
export async function assertCover(db: Db, url: string): Promise<void> {
  if (url.trim() === '') refuse('knowledge.required.cover');
  const file = await fileAt(db, url);
  if (!file?.width || !file.height) refuse('knowledge.article.coverUnknown');
  const ratio = file.height / file.width;
  if (Math.abs(ratio - COVER_RATIO) > RATIO_TOLERANCE)
    refuse('knowledge.article.coverRatio', ratio.toFixed(2));
}

/** `src` of every image in sanitised HTML. */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/gi)].map((m) => m[1] ?? '');
}

/**
 * Images of the full editor's content that are our uploads must be JPG, PNG or GIF of at most
 * 200 KB (the editor refuses others before sending; this is the server's own check).
 */
export async function assertContentImages(db: Db, html: string): Promise<void> {
  for (const src of imageSources(html)) {
    const path = src.replace(/^https?:\/\/[^/]+/i, '');
    const file = await fileAt(db, path);
    if (!file) continue;
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (!CONTENT_IMAGE_TYPES.has(file.type.toLowerCase()))
      refuse('knowledge.content.imageType', name);
    if (file.size > CONTENT_IMAGE_BYTES) refuse('knowledge.content.imageSize', name);
  }
}

/** Extensions a certificate file may have (spec: PDF or image). */
const CERTIFICATE_TYPES = /\.(?:pdf|png|jpe?g)$/i;

/** A certificate file is a PDF or an image (by its recorded type when uploaded, else its name). */
export async function assertCertificateFile(db: Db, url: string): Promise<void> {
  const file = await fileAt(db, url);
  const ok = file
    ? ['pdf', 'png', 'jpg', 'jpeg'].includes(file.type.toLowerCase())
    : CERTIFICATE_TYPES.test(url.split('?')[0] ?? '');
  if (!ok) refuse('knowledge.cert.fileType');
}

/** Today's date (`yyyy-MM-dd`) in GMT+8, the wire's wall time (lib/date-format). */
export function todayWallDate(now: number = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** `date` plus `days` (`yyyy-MM-dd`). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days a certificate counts as expiring before its expiry date. */
export const EXPIRING_DAYS = 30;

/** Coloured state of a certificate: expired after the expiry date, expiring within 30 days. */
export function certificateState(
  expiryDate: string,
  today: string = todayWallDate(),
): 'valid' | 'expiring' | 'expired' {
  if (expiryDate < today) return 'expired';
  if (expiryDate <= addDays(today, EXPIRING_DAYS)) return 'expiring';
  return 'valid';
}

/** `yyyy-MM-dd HH:mm[:ss]` GMT+8 wall time as an instant (undefined when malformed). */
export function parseWallTime(text: string): Date | undefined {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return undefined;
  const at = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}+08:00`);
  return Number.isNaN(at) ? undefined : new Date(at);
}
