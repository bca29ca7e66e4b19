import { phoneCountries } from './phone';

// Option lists of the customer-service form, named in the reader's language by the runtime's
// Intl data (countries: ISO 3166-1 alpha-2 as libphonenumber-js knows them).

export interface Option {
  label: string;
  value: string;
}

const cache = new Map<string, Option[]>();

/** Countries and regions, by name in `locale`. */
export function countryOptions(locale: string): Option[] {
  const key = `countries:${locale}`;
  const known = cache.get(key);
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const options = phoneCountries()
    .map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => collator.compare(a.label, b.label));
  cache.set(key, options);
  return options;
}

/** A country's name in `locale`. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** IANA time zones of the runtime (with UTC). */
export function timeZoneOptions(): Option[] {
  const known = cache.get('zones');
  if (known) return known;
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const options = ['UTC', ...zones.filter((z) => z !== 'UTC')].map((z) => ({ value: z, label: z }));
  cache.set('zones', options);
  return options;
}

/** ISO weekdays 1 (Monday) … 7 (Sunday) with their short names in `locale`. */
export function weekdayOptions(locale: string): Array<{ label: string; value: number }> {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    value: day,
    label: format.format(new Date(Date.UTC(2024, 0, day))),
  }));
}

/** `HH:mm` → minutes after midnight. */
export const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
