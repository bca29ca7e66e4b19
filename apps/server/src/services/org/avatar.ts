import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Storage } from '../../files/storage';

/** Largest avatar upload. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Largest decoded avatar, in pixels (checked by sharp before decoding). */
export const AVATAR_MAX_PIXELS = 40_000_000;
/** Side of the stored (re-encoded) avatar, at most. */
export const AVATAR_SIZE = 512;

// BMP (allowed by RuoYi) is not decodable by sharp/libvips, so it is not accepted.
const IMAGE_MIMES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);

/**
 * The uploaded bytes as a clean PNG (first frame, at most 512×512, no metadata), or undefined
 * when they are not a real bitmap image: the type is sniffed from the magic bytes (the client's
 * name and MIME type are ignored) and the pixels are decoded by sharp.
 */
export async function normaliseAvatar(bytes: Buffer): Promise<Buffer | undefined> {
  if (bytes.length === 0) return undefined;
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_MIMES.has(type.mime)) return undefined;
  try {
    return await sharp(bytes, { failOn: 'warning', limitInputPixels: AVATAR_MAX_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}

/** Stores a normalised avatar and returns its public path (`imgUrl`). */
export async function storeAvatar(storage: Storage, png: Buffer): Promise<string> {
  const key = await storage.put(png, { ext: 'png', contentType: 'image/png' });
  return `/profile/upload/${key}`;
}
