import type { WcmConsole } from '@wcm/console-core';

/**
 * The link the server stores for an uploaded file: `/profile/...` (or an http(s) URL as it is).
 * Upload answers come resolved against the API base, and `/upload/titleUpload` already answers
 * `/prod-api/profile/...`, which the uploader resolves once more ('/prod-api/prod-api/...'), so
 * every leading API base is taken off, also from absolute URLs of this origin.
 */
export function toStoredLink(wcm: Pick<WcmConsole, 'apiBase'>, url: string): string {
  const base = wcm.apiBase.replace(/\/+$/, '');
  let path = url;
  if (/^https?:\/\//i.test(path) && typeof window !== 'undefined') {
    const parsed = new URL(path);
    if (parsed.origin !== window.location.origin) return url;
    path = parsed.pathname + parsed.search;
  }
  const basePath = /^https?:\/\//i.test(base) ? new URL(base).pathname.replace(/\/+$/, '') : base;
  if (basePath) while (path.startsWith(`${basePath}/`)) path = path.slice(basePath.length);
  return path.startsWith('/profile/') ? path : url;
}

/** A stored link ready for an `src`/`href` (server paths resolved against the API base). */
export function toDisplayLink(wcm: Pick<WcmConsole, 'resolveAssetUrl'>, link: string): string {
  return wcm.resolveAssetUrl(link);
}
