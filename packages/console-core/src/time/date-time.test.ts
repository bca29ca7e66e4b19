import { describe, expect, it } from 'vitest';
import { createDateTimeFormat, parseServerTime } from './date-time';

describe('parseServerTime', () => {
  it('reads RuoYi wall time as GMT+8 by default', () => {
    expect(parseServerTime('2024-05-01 16:04:08')?.toISOString()).toBe('2024-05-01T08:04:08.000Z');
    expect(parseServerTime('2024-05-01')?.toISOString()).toBe('2024-04-30T16:00:00.000Z');
  });

  it('uses the given offset, and takes zoned ISO text as written', () => {
    expect(parseServerTime('2024-05-01 16:04:08', 0)?.toISOString()).toBe(
      '2024-05-01T16:04:08.000Z',
    );
    expect(parseServerTime('2024-05-01T16:04:08+02:00')?.toISOString()).toBe(
      '2024-05-01T14:04:08.000Z',
    );
  });

  it('refuses empty, malformed and impossible dates', () => {
    for (const text of [undefined, null, '', '  ', 'yesterday', '2024-02-31 10:00:00', '2024-5-1'])
      expect(parseServerTime(text)).toBeUndefined();
  });
});

describe('createDateTimeFormat', () => {
  const instant = Date.UTC(2024, 4, 1, 8, 4, 8); // 16:04:08 in Shanghai, 10:04:08 in Paris

  it('shows server text, epoch milliseconds and Dates of one instant identically', () => {
    const f = createDateTimeFormat({ locale: 'en', timeZone: 'Europe/Paris' });
    const shown = f.dateTime('2024-05-01 16:04:08');
    expect(shown).toBe(f.dateTime(instant));
    expect(shown).toBe(f.dateTime(new Date(instant)));
    expect(shown).toContain('10:04:08');
  });

  it('formats per language with a 24-hour clock in every one', () => {
    const zone = { timeZone: 'Asia/Shanghai' };
    expect(createDateTimeFormat({ locale: 'zh-CN', ...zone }).dateTime(instant)).toBe(
      '2024/05/01 16:04:08',
    );
    expect(createDateTimeFormat({ locale: 'fr', ...zone }).dateTime(instant)).toBe(
      '01/05/2024 16:04:08',
    );
    expect(createDateTimeFormat({ locale: 'en', ...zone }).dateTime(instant)).toBe(
      '05/01/2024, 16:04:08',
    );
    // The autosave note once read "8:04:08 AM" in the Chinese interface.
    expect(createDateTimeFormat({ locale: 'zh-CN', timeZone: 'UTC' }).time(instant)).toBe(
      '08:04:08',
    );
    expect(createDateTimeFormat({ locale: 'en', ...zone }).date(instant)).toBe('05/01/2024');
  });

  it('gives empty values as empty text and unreadable text unchanged', () => {
    const f = createDateTimeFormat({ locale: 'fr', timeZone: 'UTC' });
    expect(f.dateTime(null)).toBe('');
    expect(f.dateTime(undefined)).toBe('');
    expect(f.dateTime('')).toBe('');
    expect(f.dateTime('not a time')).toBe('not a time');
    expect(f.toDate(Number.NaN)).toBeUndefined();
  });
});
