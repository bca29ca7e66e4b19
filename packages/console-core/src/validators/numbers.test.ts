import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  compareBySortValue,
  toPositiveInteger,
  validatePositiveNumber,
  validateRecommendedCount,
  validateSortValue,
} from './numbers';
import { formatValidation } from './result';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('numeric fields (spec §5 Product and lists)', () => {
  it('§5 sort value: a positive integer when given', () => {
    for (const ok of [1, '2', ' 30 ', undefined, null, '']) {
      expect(validateSortValue(ok), String(ok)).toEqual({ ok: true });
    }
    for (const bad of [0, -1, 1.5, '1.0', '+1', '1e3', 'abc', Number.NaN, 2 ** 60]) {
      expect(validateSortValue(bad).ok, String(bad)).toBe(false);
    }
    expect(formatValidation(i18n, validateSortValue(0))).toBe(
      'The sort value must be a positive integer',
    );
  });

  it('§5 sort value: a larger value has priority', () => {
    const items = [{ sort: 1 }, {}, { sort: 9 }, { sort: null }, { sort: 5 }];
    expect([...items].sort(compareBySortValue).map((i) => i.sort)).toEqual([
      9,
      5,
      1,
      undefined,
      null,
    ]);
  });

  it('§5 recommended count: required, positive integer', () => {
    expect(validateRecommendedCount(3)).toEqual({ ok: true });
    expect(validateRecommendedCount('12')).toEqual({ ok: true });
    expect(formatValidation(i18n, validateRecommendedCount(' '))).toBe(
      'Please enter the recommended count',
    );
    expect(formatValidation(i18n, validateRecommendedCount(0))).toBe(
      'The recommended count must be a positive integer',
    );
    expect(validateRecommendedCount('2.5').ok).toBe(false);
  });

  it('§5 a number greater than 0 is required', () => {
    for (const ok of [0.01, 3, '4.5', ' 7 ']) expect(validatePositiveNumber(ok).ok).toBe(true);
    for (const bad of [0, -2, '0', '', ' ', 'x', null, undefined, Infinity]) {
      expect(validatePositiveNumber(bad).ok, String(bad)).toBe(false);
    }
    expect(formatValidation(i18n, validatePositiveNumber(0))).toBe(
      'Please enter a number greater than 0',
    );
    expect(toPositiveInteger(' 8 ')).toBe(8);
  });
});
