import { FORM_INCOMPLETE_MESSAGE, FORM_INVALID_MESSAGE } from '@wcm/console-core';
import { describe, expect, it } from 'vitest';
import { validateProductValues } from './product-rules';
import { emptyProductValues, type ProductValues } from './product-values';

function valid(): ProductValues {
  return {
    ...emptyProductValues(),
    name: 'Pump',
    categoryId: 2,
    images: ['/profile/upload/a.png'],
    specColumns: [
      { key: 'size', label: 'Size', numeric: false },
      { key: 'power', label: 'Power', numeric: true },
    ],
    specRows: [{ size: 'DN25', power: '0.75' }],
  };
}
const codes = (values: ProductValues, path: number[] = [1, 2]) =>
  Object.fromEntries(
    Object.entries(validateProductValues(values, path).failures).map(([k, f]) => [k, f.code]),
  );

describe('product rules (spec section 5, "Product and lists")', () => {
  it('accepts a complete form', () => {
    expect(validateProductValues(valid(), [1, 2])).toEqual({ failures: {} });
  });

  it('marks every missing part of an empty form, with the "fill it out completely" message', () => {
    const check = validateProductValues(emptyProductValues(), []);
    expect(check.formMessage).toBe(FORM_INCOMPLETE_MESSAGE);
    expect(Object.fromEntries(Object.entries(check.failures).map(([k, f]) => [k, f.code]))).toEqual(
      {
        name: 'required',
        categoryId: 'secondary-category',
        images: 'cover-required',
        'specTable.columns': 'spec-column-required',
        'specTable.rows': 'spec-detail-required',
      },
    );
    expect(check.failures.name?.message.message).toBe('Cannot Be Empty');
  });

  it('needs a secondary category, not a top one', () => {
    expect(codes({ ...valid(), categoryId: 1 }, [1])).toEqual({ categoryId: 'secondary-category' });
  });

  it('refuses empty attribute keys and values (Cannot Be Empty), each at its input', () => {
    const check = validateProductValues(
      {
        ...valid(),
        customAttributes: [
          { key: 'Warranty', value: '' },
          { key: ' ', value: '2y' },
        ],
        specAttributes: [{ name: '', value: 'IP65' }],
      },
      [1, 2],
    );
    expect(Object.keys(check.failures).sort()).toEqual([
      'customAttributes[0].value',
      'customAttributes[1].key',
      'specAttributes[0].name',
    ]);
    expect(check.failures['customAttributes[0].value']?.message.message).toBe('Cannot Be Empty');
  });

  it('checks every cell: none empty, numeric ones greater than 0', () => {
    const values = {
      ...valid(),
      specRows: [
        { size: '', power: '0' },
        { size: 'DN40', power: 'abc' },
        { size: 'DN50', power: '1.5' },
      ],
    };
    expect(codes(values)).toEqual({
      'specTable.rows[0].size': 'spec-cell-empty',
      'specTable.rows[0].power': 'spec-number-positive',
      'specTable.rows[1].power': 'spec-number-positive',
    });
  });

  it('needs a label on every column', () => {
    const values = { ...valid(), specColumns: [{ key: 'size', label: ' ', numeric: false }] };
    expect(codes({ ...values, specRows: [{ size: 'x' }] })).toEqual({
      'specTable.columns[0].label': 'required',
    });
  });

  it('needs all four prices when the price is fixed, each greater than 0', () => {
    expect(codes({ ...valid(), priceType: 'fixed', factoryPrice: 10 })).toEqual({
      agentPrice: 'price-required',
      userPrice: 'price-required',
      effectivePrice: 'price-required',
    });
  });

  it('uses the format message when only formats are wrong', () => {
    const check = validateProductValues(
      { ...valid(), agentPrice: -1, recommendQuantity: 1.5, faqIds: '3, x', videoUrl: 'ftp://a' },
      [1, 2],
    );
    expect(check.formMessage).toBe(FORM_INVALID_MESSAGE);
    expect(Object.fromEntries(Object.entries(check.failures).map(([k, f]) => [k, f.code]))).toEqual(
      {
        agentPrice: 'positive-number',
        recommendQuantity: 'positive-integer',
        faqIds: 'faq-ids',
        videoUrl: 'link-format',
      },
    );
  });

  it('allows at most five images', () => {
    const images = ['1', '2', '3', '4', '5', '6'].map((n) => `/profile/${n}.png`);
    expect(codes({ ...valid(), images })).toEqual({ images: 'image-count' });
  });
});
