/** Parses WCM_SITE_ORIGINS: comma-separated origins (`https://www.example.com`), lower case. */
export function parseSiteOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, '').toLowerCase())
    .filter((o) => /^https?:\/\/[^/\s]+$/.test(o));
}
