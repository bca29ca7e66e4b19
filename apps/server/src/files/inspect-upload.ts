import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import type { MessageKey } from '../i18n/messages';
import {
  archiveRefusal,
  looksLikeZip,
  readZipDirectory,
  type ZipLimits,
  ZipRefusedError,
} from './zip-guard';
import {
  FORBIDDEN_EXTENSIONS,
  IMAGE_EXTENSIONS,
  TEXT_EXTENSIONS,
  TYPE_TABLE,
  type UploadPolicy,
  formatBytes,
} from './file-types';

/** Extensions whose files are zip archives. */
const ZIP_EXTENSIONS: ReadonlySet<string> = new Set(['docx', 'xlsx', 'pptx', 'zip']);

/**
 * Limits of uploaded zip-based files (checklist b.5: zip ≤ 1000 entries / 200 MB unpacked). The
 * server never unpacks them (file-type reads at most 1 MiB of one entry); refusing bombs here
 * protects whoever downloads and opens them later.
 */
export const UPLOAD_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxRatio: 100,
};

/** Longest original file name kept (RuoYi `upload.filename.exceed.length`). */
export const MAX_NAME_LENGTH = 100;
/** Largest image accepted, in pixels (width × height × frames); checked before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** An accepted upload, ready to store. */
export interface InspectedUpload {
  ok: true;
  /** Bytes to store (images re-encoded without metadata or trailing data). */
  bytes: Buffer;
  /** Original name (display metadata only). */
  name: string;
  /** Stored extension, e.g. `jpg` for a `.jpeg` upload. */
  ext: string;
  mime: string;
  width?: number;
  height?: number;
}

/** A refused upload: a message key and its arguments. */
export interface RefusedUpload {
  ok: false;
  key: MessageKey;
  args: Array<string | number>;
}

const refuse = (key: MessageKey, ...args: Array<string | number>): RefusedUpload => ({
  ok: false,
  key,
  args,
});

/** The display name: last path segment, control characters removed, trimmed. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
}

const MARKUP_START = /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object)\b/i;

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !MARKUP_START.test(text.replace(/^\uFEFF/, ''));
  } catch {
    return false;
  }
}

async function inspectImage(
  bytes: Buffer,
  ext: string,
): Promise<RefusedUpload | { bytes: Buffer; width: number; height: number }> {
  const options = { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS } as const;
  let meta: Metadata;
  try {
    // Header only (no decoding); the pixel cap is checked below with a clear message.
    meta = await sharp(bytes, {
      failOn: 'warning',
      limitInputPixels: false,
      animated: true,
    }).metadata();
  } catch {
    return refuse('files.upload.badImage');
  }
  const width = meta.width;
  const height = meta.pageHeight ?? meta.height;
  if (!width || !height) return refuse('files.upload.badImage');
  if (width * height * (meta.pages ?? 1) > MAX_IMAGE_PIXELS)
    return refuse('files.upload.tooManyPixels', width, height, MAX_IMAGE_PIXELS / 1e6);
  try {
    let pipeline = sharp(bytes, { ...options, animated: ext === 'gif' });
    if (ext === 'jpg') pipeline = pipeline.rotate().jpeg({ quality: 90 });
    else if (ext === 'png') pipeline = pipeline.png();
    else pipeline = pipeline.gif();
    return { bytes: await pipeline.toBuffer(), width, height };
  } catch {
    return refuse('files.upload.badImage');
  }
}

/**
 * Checks an upload against `policy`: name, extension (forbidden types refused everywhere),
 * zero bytes, size, type by magic bytes (must agree with the extension), text formats as UTF-8
 * without NUL or markup, images decoded with a pixel cap and re-encoded. Nothing is stored here.
 */
export async function inspectUpload(
  bytes: Buffer,
  rawName: string,
  policy: UploadPolicy,
): Promise<InspectedUpload | RefusedUpload> {
  const name = cleanFileName(rawName);
  if (name.length > MAX_NAME_LENGTH) return refuse('files.upload.nameTooLong', MAX_NAME_LENGTH);
  const parts = name.toLowerCase().split('.');
  const ext = parts.length > 1 ? (parts.at(-1) ?? '') : '';
  const forbidden = parts.slice(1).find((p) => FORBIDDEN_EXTENSIONS.has(p.trim()));
  if (forbidden) return refuse('files.upload.forbiddenType', forbidden.trim());
  const entry = Object.hasOwn(TYPE_TABLE, ext) ? TYPE_TABLE[ext] : undefined;
  if (!entry || !policy.extensions.includes(ext))
    return refuse('files.upload.badExtension', policy.extensions.join(', '));
  if (bytes.length === 0) return refuse('files.upload.empty');
  if (bytes.length > policy.maxBytes)
    return refuse('files.upload.tooLarge', formatBytes(policy.maxBytes));

  // Zip-based uploads (office documents, zips) are checked as archives before anything reads
  // them; a file with the zip signature but an unreadable directory falls through to sniffing.
  if (ZIP_EXTENSIONS.has(ext) && looksLikeZip(bytes)) {
    try {
      readZipDirectory(bytes, UPLOAD_ZIP_LIMITS);
    } catch (error) {
      if (!(error instanceof ZipRefusedError)) throw error;
      if (['tooManyEntries', 'tooLarge', 'ratio'].includes(error.reason))
        return refuse(...archiveRefusal(UPLOAD_ZIP_LIMITS));
      if (error.reason === 'unsupported') return refuse('files.upload.typeMismatch', ext);
    }
  }
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (TEXT_EXTENSIONS.has(ext)) {
    if (sniffed) return refuse('files.upload.typeMismatch', ext);
    if (!isPlainText(bytes)) return refuse('files.upload.badText');
    return { ok: true, bytes, name, ext: entry.ext, mime: entry.mime };
  }
  if (!sniffed || !entry.sniffed.includes(sniffed.ext))
    return refuse('files.upload.typeMismatch', ext);
  if (!IMAGE_EXTENSIONS.has(ext))
    return { ok: true, bytes, name, ext: entry.ext, mime: entry.mime };
  const image = await inspectImage(bytes, entry.ext);
  if ('ok' in image) return image;
  return { ok: true, name, ext: entry.ext, mime: entry.mime, ...image };
}
