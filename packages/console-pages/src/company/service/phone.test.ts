import { describe, expect, it } from 'vitest';
import { formatPhoneInternational, phoneCountries, phoneForCountry } from './phone';

describe('phone numbers per country', () => {
  it('accepts numbers of the chosen country only', () => {
    expect(phoneForCountry('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(phoneForCountry('+33 6 12 34 56 78', 'DE')).toBeUndefined();
    expect(phoneForCountry('138 5742 6690', 'CN')).toBe('+8613857426690');
    expect(phoneForCountry('123', 'CN')).toBeUndefined();
    expect(phoneForCountry('06 12 34 56 78', 'ZZ')).toBeUndefined();
  });

  it('lists ISO countries and formats numbers', () => {
    expect(phoneCountries()).toEqual(expect.arrayContaining(['CN', 'FR', 'US', 'AE']));
    expect(formatPhoneInternational('+33612345678')).toBe('+33 6 12 34 56 78');
  });
});
