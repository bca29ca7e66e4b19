import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isValidCreditCode } from '../../src/services/company/credit-code';
import {
  availableAt,
  isCountry,
  isTimeZone,
  phoneForCountry,
} from '../../src/services/company/service-hours';

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts real codes and computes their check character', () => {
    // Shenzhen Tencent Computer Systems Co., Ltd. (published on its licence)
    expect(isValidCreditCode('91440300708461136T')).toBe(true);
    expect(creditCodeCheckChar('91440300708461136')).toBe('T');
    expect(isValidCreditCode('91330100716105852F')).toBe(true);
  });

  it('refuses a wrong check character, bad letters and wrong lengths', () => {
    expect(isValidCreditCode('91440300708461136U')).toBe(false);
    expect(isValidCreditCode('91440300708461137T')).toBe(false);
    // I, O, Z, S and V are not in the alphabet
    expect(isValidCreditCode('91440300708461I36T')).toBe(false);
    expect(isValidCreditCode('9144030070846113T')).toBe(false);
    expect(isValidCreditCode('91440300708461136t')).toBe(false);
    // positions 3-8 are an administrative division: digits only
    expect(isValidCreditCode('9144A300708461136T')).toBe(false);
  });
});

describe('customer-service hours and phones', () => {
  const weekdays = { workDays: '1,2,3,4,5', startTime: '09:00', endTime: '18:00' };

  it('computes availability in the contact’s time zone', () => {
    // Wednesday 2026-11-25 08:30 UTC = 16:30 in Shanghai, 09:30 in Paris, 03:30 in New York
    const at = new Date('2026-11-25T08:30:00Z');
    expect(availableAt({ ...weekdays, timeZone: 'Asia/Shanghai' }, at)).toBe(true);
    expect(availableAt({ ...weekdays, timeZone: 'Europe/Paris' }, at)).toBe(true);
    expect(availableAt({ ...weekdays, timeZone: 'America/New_York' }, at)).toBe(false);
    // 10:00 UTC = 18:00 in Shanghai: the end is exclusive
    expect(
      availableAt({ ...weekdays, timeZone: 'Asia/Shanghai' }, new Date('2026-11-25T10:00:00Z')),
    ).toBe(false);
    // Saturday in Shanghai (Friday 20:00 UTC = Saturday 04:00 there)
    const night = {
      workDays: '6',
      startTime: '00:00',
      endTime: '24:00',
      timeZone: 'Asia/Shanghai',
    };
    expect(availableAt(night, new Date('2026-11-27T20:00:00Z'))).toBe(true);
    expect(availableAt({ ...night, timeZone: 'UTC' }, new Date('2026-11-27T20:00:00Z'))).toBe(
      false,
    );
    expect(availableAt({ ...weekdays, timeZone: 'Mars/Olympus' }, at)).toBe(false);
  });

  it('validates phone numbers per country and gives E.164', () => {
    expect(phoneForCountry('138 5742 6690', 'CN')).toBe('+8613857426690');
    expect(phoneForCountry('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(phoneForCountry('+33 6 12 34 56 78', 'FR')).toBe('+33612345678');
    // a French number is not a German one, and a short number is no number
    expect(phoneForCountry('+33 6 12 34 56 78', 'DE')).toBeUndefined();
    expect(phoneForCountry('12345', 'CN')).toBeUndefined();
    expect(isCountry('FR')).toBe(true);
    expect(isCountry('XX')).toBe(false);
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Europe/Nowhere')).toBe(false);
  });
});
