import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

// Phone numbers per country (customer-service contacts, issue 15), with the same library and
// rules as the server (apps/server/src/services/company/service-hours.ts); kept in this area
// so only its chunk carries the numbering plans.

/** ISO 3166-1 alpha-2 codes of the countries and regions with a phone numbering plan. */
export function phoneCountries(): string[] {
  return [...getCountries()];
}

/** The number in E.164 when it is a valid number of `country`, else undefined. */
export function phoneForCountry(phone: string, country: string): string | undefined {
  if (!(getCountries() as string[]).includes(country)) return undefined;
  const parsed = parsePhoneNumberFromString(phone.trim(), country as CountryCode);
  if (!parsed?.isValid() || parsed.country !== country) return undefined;
  return parsed.number;
}

/** An E.164 number written the international way (`+33 6 12 34 56 78`), or as it is. */
export function formatPhoneInternational(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
