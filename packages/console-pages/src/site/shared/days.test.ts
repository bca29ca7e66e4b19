import { describe, expect, it } from 'vitest';
import { addDays, countryName, serverToday } from './days';

describe('days', () => {
  it('uses the GMT+8 day', () => {
    expect(serverToday(Date.parse('2026-03-01T15:59:00Z'))).toBe('2026-03-01');
    expect(serverToday(Date.parse('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });
  it('adds days across months', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('names countries', () => {
    expect(countryName('DE', 'en', '?')).toBe('Germany');
    expect(countryName('DE', 'fr', '?')).toBe('Allemagne');
    expect(countryName('--', 'en', 'Unknown')).toBe('Unknown');
  });
});
