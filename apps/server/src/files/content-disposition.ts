import type { FastifyReply } from 'fastify';
import type { StoredObject } from './storage';

/** Percent-encodes a file name for RFC 5987 `filename*` and the `download-filename` header. */
export function encodeFileName(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The name with CR, LF, quotes, backslashes and other control characters removed. */
export function stripUnsafe(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f"\\]/g, '').trim();
  return cleaned === '' ? 'file' : cleaned;
}

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<encoded>` (RFC 6266/5987);
 * `inline` for images served in place.
 */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment') {
  const safe = stripUnsafe(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[%;]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeFileName(safe)}`;
}

/** Headers of a file download: disposition, `download-filename`, exposure for CORS clients. */
export function downloadHeaders(name: string): Record<string, string> {
  return {
    'content-disposition': contentDisposition(name),
    'download-filename': encodeFileName(stripUnsafe(name)),
    'access-control-expose-headers': 'Content-Disposition,download-filename',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  };
}

/** Sends a stored file as a private download named `name` (never cached, never sniffed). */
export function sendDownload(reply: FastifyReply, name: string, object: StoredObject) {
  return reply
    .headers(downloadHeaders(name))
    .header('cache-control', 'private, no-store')
    .type('application/octet-stream')
    .header('content-length', object.size)
    .send(object.stream);
}
