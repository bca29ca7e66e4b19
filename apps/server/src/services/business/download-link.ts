import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an approved application's link stays valid. */
export const LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Purpose of the key derived from the server secret for these links. */
export const LINK_KEY_PURPOSE = 'download-links';

const payload = (applyId: number, expires: number, nonce: string) =>
  `download:${applyId}:${expires}:${nonce}`;

/** The signature of a link (base64url HMAC-SHA-256, 43 characters). */
export function signLink(key: Buffer, applyId: number, expires: number, nonce: string): string {
  return createHmac('sha256', key)
    .update(payload(applyId, expires, nonce))
    .digest('base64url');
}

/** Whether `sig` is the signature of this application's current link (constant time). */
export function verifyLink(
  key: Buffer,
  applyId: number,
  expires: number,
  nonce: string,
  sig: string,
): boolean {
  if (!nonce) return false;
  const expected = Buffer.from(signLink(key, applyId, expires, nonce));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
