import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  FORM_INVALID_MESSAGE,
  validateCustomAttributes,
  validateForm,
  validateSecondaryCategory,
  validateSpecificationTable,
} from './product';
import { formatValidation, VALID } from './result';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const table = { columns: ['color', 'size'], numericColumns: ['price', 'stock'] };
const row = { color: 'red', size: 'M', price: '9.9', stock: 3 };

describe('product form (spec §5 Product and lists)', () => {
  it("§5 custom attribute key and value cannot be empty ('Cannot Be Empty')", () => {
    expect(validateCustomAttributes([])).toEqual({ ok: true });
    expect(validateCustomAttributes([{ key: 'Material', value: 'Steel' }])).toEqual({ ok: true });
    const noValue = validateCustomAttributes([
      { key: 'a', value: 'b' },
      { key: 'c', value: ' ' },
    ]);
    expect(noValue).toMatchObject({ code: 'attribute-empty', values: { row: 1, field: 'value' } });
    expect(formatValidation(i18n, noValue)).toBe('Cannot Be Empty');
    expect(validateCustomAttributes([{ value: 'x' }])).toMatchObject({ values: { field: 'key' } });
  });

  it('§5 a secondary category must be chosen', () => {
    expect(validateSecondaryCategory([1, 12]).ok).toBe(true);
    expect(validateSecondaryCategory(12).ok).toBe(true);
    expect(validateSecondaryCategory('12').ok).toBe(true);
    for (const bad of [[1], [1, ''], [], '', null, undefined]) {
      expect(validateSecondaryCategory(bad).ok, JSON.stringify(bad)).toBe(false);
    }
    expect(formatValidation(i18n, validateSecondaryCategory([1]))).toBe(
      'Please select a secondary category',
    );
  });

  it('§5 at least one specification detail', () => {
    const result = validateSpecificationTable([], table);
    expect(formatValidation(i18n, result)).toBe('Please add at least one specification detail');
    expect(validateSpecificationTable([row], table)).toEqual({ ok: true });
  });

  it('§5 no empty cell in the specification table', () => {
    const result = validateSpecificationTable([row, { ...row, size: '' }], table);
    expect(result).toMatchObject({ code: 'spec-cell-empty', values: { row: 1, column: 'size' } });
    expect(formatValidation(i18n, result)).toBe(
      'The specification table cannot contain empty cells',
    );
    expect(validateSpecificationTable([{ ...row, stock: undefined }], table)).toMatchObject({
      code: 'spec-cell-empty',
      values: { column: 'stock' },
    });
  });

  it('§5 numbers in the specification table must be greater than 0', () => {
    for (const price of [0, '0', -1, 'abc', 'Infinity']) {
      const result = validateSpecificationTable([{ ...row, price }], table);
      expect(result, String(price)).toMatchObject({
        code: 'spec-number-positive',
        values: { row: 0, column: 'price' },
      });
      expect(formatValidation(i18n, result)).toBe('Please enter a number greater than 0');
    }
    expect(validateSpecificationTable([{ a: 1 }], { columns: ['a'] }).ok).toBe(true);
  });

  it("§5 form-level messages: 'Please Check the Form and Fill It Out Completely' and the format variant", () => {
    expect(validateForm([VALID, VALID])).toEqual({ ok: true });
    const failed = validateSecondaryCategory(null);
    const result = validateForm([VALID, failed]);
    expect(result).toMatchObject({ code: 'form-incomplete', values: { failures: [failed] } });
    expect(formatValidation(i18n, result)).toBe('Please Check the Form and Fill It Out Completely');
    expect(formatValidation(i18n, validateForm([failed], FORM_INVALID_MESSAGE))).toBe(
      'Please complete all required fields and ensure that the format is correct',
    );
  });
});
