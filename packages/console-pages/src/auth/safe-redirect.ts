/** Where a successful sign-in lands when no usable `redirect` is given. */
export const DEFAULT_LANDING = '/index';

const PROBE_ORIGIN = 'https://wcm.invalid';

/**
 * Returns `value` when it is a same-origin relative path ('/system/user?x=1'), else '/index'.
 * Guards against open redirects: '//evil.com', '/\\evil.com', 'https://…', 'javascript:'.
 * Paths back to the sign-in page also fall back, so signing in cannot loop.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return DEFAULT_LANDING;
  // Browsers treat a backslash like '/' and drop tabs/newlines, so '/\evil.com' is protocol-relative.
  if (value.includes('\\') || hasControlCharacter(value)) return DEFAULT_LANDING;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return DEFAULT_LANDING;
  }
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_LANDING;
  if (url.pathname === '/login' || url.pathname === '/register') return DEFAULT_LANDING;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
