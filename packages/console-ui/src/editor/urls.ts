// URL and style checks shared by the HTML conversion and the dialogs.

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

// Control characters and spaces inside a scheme ("java\tscript:") are ignored by browsers.
function clean(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.trim().replace(/[\u0000-\u001f\u007f]/g, '');
}

function schemeOf(url: string): string | undefined {
  return SCHEME.exec(clean(url))?.[1]?.toLowerCase();
}

/** Links: http(s), mailto or a relative URL; never javascript:, data: and the like. */
export function isSafeLinkUrl(url: string): boolean {
  if (clean(url) === '') return false;
  const scheme = schemeOf(url);
  return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

/** Images and videos: http(s) or a relative path (uploads resolved against the API base). */
export function isSafeMediaUrl(url: string): boolean {
  if (clean(url) === '') return false;
  const scheme = schemeOf(url);
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

/** Video dialog: an absolute http(s) URL. */
export function isHttpUrl(url: string): boolean {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.%\s,/]+\)|[a-z]{3,20})$/i;

/** A colour value safe to put in a style attribute (hex, rgb() or a named colour). */
export function isSafeColor(value: string): boolean {
  return COLOR.test(value.trim());
}
