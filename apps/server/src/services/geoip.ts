import { createRequire } from 'node:module';

// Country of an IP address from the offline GeoLite2 country database that the npm package
// `geoip-country` ships (no network, no licence key at run time). Its EULA asks for the notice:
// "This product includes GeoLite2 data created by MaxMind".
// Loaded on first use (about 9 MB read into memory), so servers that never take a visit do not
// pay for it.

interface GeoIpCountry {
  lookup(ip: string): { country?: string } | null;
}

let database: GeoIpCountry | undefined;

/** ISO 3166-1 alpha-2 code of `ip`'s country, or '' (private, loopback, unknown or malformed). */
export function countryOfIp(ip: string): string {
  database ??= createRequire(import.meta.url)('geoip-country') as GeoIpCountry;
  const country = database.lookup(ip.trim())?.country ?? '';
  return /^[A-Z]{2}$/.test(country) ? country : '';
}
