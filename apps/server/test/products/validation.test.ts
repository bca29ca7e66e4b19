import { describe, expect, it } from 'vitest';
import { message } from '../../src/i18n/messages';
import type { ProductFields } from '../../src/services/products/types';
import {
  formMessageOf,
  isLink,
  productFormOf,
  validateCategoryForm,
  validateProductForm,
} from '../../src/services/products/validation';
import { validProduct } from './fixtures';

const sub = { parentId: 1 };
const check = (fields: ProductFields, category: { parentId: number } | undefined = sub) =>
  validateProductForm(productFormOf(fields), category).map((f) => [f.field, f.code, f.key]);

describe('product rules', () => {
  it('accept a complete form', () => {
    expect(check(validProduct(7))).toEqual([]);
  });

  it('report an empty form with the spec messages', () => {
    expect(check({}, undefined)).toEqual([
      ['name', 'required', 'products.field.empty'],
      ['categoryId', 'secondary-category', 'products.field.secondaryCategory'],
      ['images', 'cover-required', 'products.field.coverRequired'],
      ['specTable.columns', 'spec-column-required', 'products.field.specColumnRequired'],
      ['specTable.rows', 'spec-detail-required', 'products.field.specDetailRequired'],
    ]);
  });

  it('need a sub-category, not a top category', () => {
    expect(check(validProduct(7), { parentId: 0 })).toEqual([
      ['categoryId', 'secondary-category', 'products.field.secondaryCategory'],
    ]);
    expect(check({ ...validProduct(7), categoryId: null })).toEqual([
      ['categoryId', 'secondary-category', 'products.field.secondaryCategory'],
    ]);
  });

  it('treat blank text as empty', () => {
    expect(check({ ...validProduct(7), name: '   ' })).toEqual([
      ['name', 'required', 'products.field.empty'],
    ]);
  });

  it('check image count and links', () => {
    const six = Array.from({ length: 6 }, (_, i) => `/profile/upload/${i}.png`);
    expect(check({ ...validProduct(7), images: six })).toEqual([
      ['images', 'image-count', 'products.field.imageCount'],
    ]);
    expect(
      check({ ...validProduct(7), images: [' ', 'javascript:alert(1)'], videoUrl: 'ftp://x/y' }),
    ).toEqual([
      ['images[0]', 'required', 'products.field.empty'],
      ['images[1]', 'link-format', 'products.field.url'],
      ['videoUrl', 'link-format', 'products.field.url'],
    ]);
  });

  it('need every attribute key and value (Cannot Be Empty)', () => {
    expect(
      check({
        ...validProduct(7),
        specAttributes: [{ name: '', value: 'x' }],
        customAttributes: [
          { key: 'a', value: 'b' },
          { key: 'c', value: ' ' },
        ],
      }),
    ).toEqual([
      ['specAttributes[0].name', 'attribute-empty', 'products.field.empty'],
      ['customAttributes[1].value', 'attribute-empty', 'products.field.empty'],
    ]);
  });

  it('check the specification table cells', () => {
    const table = {
      columns: [
        { key: 'size', label: 'Size', numeric: false },
        { key: 'power', label: ' ', numeric: true },
        { key: 'size', label: 'Again', numeric: false },
      ],
      rows: [
        { size: '', power: '2' },
        { size: 'DN', power: '0' },
        { size: 'DN', power: '-1' },
        { size: 'DN', power: 'abc' },
        { size: 'DN', power: '2.5' },
        { size: 'DN', power: ' ' },
      ],
    };
    expect(check({ ...validProduct(7), specTable: table })).toEqual([
      ['specTable.columns[1].label', 'required', 'products.field.empty'],
      ['specTable.columns[2].key', 'spec-column-duplicate', 'products.field.specColumnDuplicate'],
      ['specTable.rows[0].size', 'spec-cell-empty', 'products.field.specCellEmpty'],
      ['specTable.rows[0].size', 'spec-cell-empty', 'products.field.specCellEmpty'],
      ['specTable.rows[1].power', 'spec-number-positive', 'products.field.positiveNumber'],
      ['specTable.rows[2].power', 'spec-number-positive', 'products.field.positiveNumber'],
      ['specTable.rows[3].power', 'spec-number-positive', 'products.field.positiveNumber'],
      ['specTable.rows[5].power', 'spec-cell-empty', 'products.field.specCellEmpty'],
    ]);
  });

  it('need the four prices for a fixed price, each above 0', () => {
    expect(check({ ...validProduct(7), factoryPrice: null, agentPrice: 0, userPrice: -3 })).toEqual(
      [
        ['factoryPrice', 'price-required', 'products.field.empty'],
        ['agentPrice', 'positive-number', 'products.field.positiveNumber'],
        ['userPrice', 'positive-number', 'products.field.positiveNumber'],
      ],
    );
    const negotiable = {
      ...validProduct(7),
      priceType: 'negotiable' as const,
      factoryPrice: null,
      agentPrice: null,
      userPrice: null,
      effectivePrice: null,
    };
    expect(check(negotiable)).toEqual([]);
  });

  it('need positive integer quantities when given', () => {
    expect(check({ ...validProduct(7), recommendQuantity: 1.5, previewQuantity: 0 })).toEqual([
      ['recommendQuantity', 'positive-integer', 'products.field.positiveInteger'],
      ['previewQuantity', 'positive-integer', 'products.field.positiveInteger'],
    ]);
    expect(check({ ...validProduct(7), recommendQuantity: null, previewQuantity: null })).toEqual(
      [],
    );
  });

  it('check attachments and certificates', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}`, url: `/profile/${i}.pdf` }));
    expect(
      check({
        ...validProduct(7),
        attachments: six,
        certificates: [{ name: '', url: 'not a link' }],
      }),
    ).toEqual([
      ['attachments', 'file-count', 'products.field.fileCount'],
      ['certificates[0].name', 'required', 'products.field.empty'],
      ['certificates[0].url', 'link-format', 'products.field.url'],
    ]);
  });

  it('cap the number of failures reported', () => {
    const rows = Array.from({ length: 100 }, () => ({ size: '' }));
    const table = { columns: [{ key: 'size', label: 'Size', numeric: false }], rows };
    expect(check({ ...validProduct(7), specTable: table })).toHaveLength(50);
  });

  it('pick the form-level message', () => {
    const missing = validateProductForm(productFormOf({}), undefined);
    expect(formMessageOf(missing)).toBe('products.form.incomplete');
    const format = validateProductForm(
      productFormOf({ ...validProduct(7), videoUrl: 'nope' }),
      sub,
    );
    expect(formMessageOf(format)).toBe('products.form.invalid');
    expect(message('en', 'products.form.incomplete')).toBe(
      'Please Check the Form and Fill It Out Completely',
    );
    expect(message('en', 'products.form.invalid')).toBe(
      'Please complete all required fields and ensure that the format is correct',
    );
    expect(message('en', 'products.field.empty')).toBe('Cannot Be Empty');
  });

  it('accept only upload paths and http(s) links', () => {
    expect(isLink('/profile/upload/2024/a.png')).toBe(true);
    expect(isLink('https://example.com/a.png')).toBe(true);
    expect(isLink('http://')).toBe(false);
    expect(isLink('/etc/passwd')).toBe(false);
    expect(isLink('data:image/png;base64,AAAA')).toBe(false);
  });

  it('trim text and fill defaults', () => {
    const form = productFormOf({
      name: '  Pump  ',
      customAttributes: [{ key: ' a ', value: 'b ' }],
    });
    expect(form.name).toBe('Pump');
    expect(form.customAttributes).toEqual([{ key: 'a', value: 'b' }]);
    expect(form.priceType).toBe('negotiable');
    expect(form.specTable).toEqual({ columns: [], rows: [] });
  });
});

describe('category rules', () => {
  const top = { categoryId: 3, parentId: 0 };
  const rules = (fields: Parameters<typeof validateCategoryForm>[0], parent = top, kids = false) =>
    validateCategoryForm(fields, parent, kids).map((f) => [f.field, f.key]);

  it('accept a valid top or sub category', () => {
    expect(rules({ name: 'A', recommendCount: 1 }, undefined)).toEqual([]);
    expect(rules({ name: 'A', parentId: 3, sort: 9, recommendCount: 4 })).toEqual([]);
  });

  it('need a name and a positive integer recommended count', () => {
    expect(rules({ name: ' ', recommendCount: null })).toEqual([
      ['name', 'products.field.empty'],
      ['recommendCount', 'products.field.recommendCountRequired'],
    ]);
    expect(rules({ name: 'A', recommendCount: 0 })).toEqual([
      ['recommendCount', 'products.field.recommendCount'],
    ]);
    expect(rules({ name: 'A', recommendCount: 2.5 })).toEqual([
      ['recommendCount', 'products.field.recommendCount'],
    ]);
  });

  it('take an empty sort or a positive integer one', () => {
    expect(rules({ name: 'A', recommendCount: 1, sort: null })).toEqual([]);
    expect(rules({ name: 'A', recommendCount: 1, sort: -1 })).toEqual([
      ['sort', 'products.field.sortValue'],
    ]);
    expect(rules({ name: 'A', recommendCount: 1, sort: 1.5 })).toEqual([
      ['sort', 'products.field.sortValue'],
    ]);
  });

  it('keep two levels only', () => {
    const parentInvalid = [['parentId', 'products.category.parentInvalid']];
    // parent is itself a sub-category
    expect(
      rules({ name: 'A', recommendCount: 1, parentId: 5 }, { categoryId: 5, parentId: 3 }),
    ).toEqual(parentInvalid);
    // unknown parent
    expect(
      validateCategoryForm({ name: 'A', recommendCount: 1, parentId: 99 }, undefined, false).map(
        (f) => f.key,
      ),
    ).toEqual(['products.category.parentInvalid']);
    // own parent
    expect(
      rules(
        { categoryId: 3, name: 'A', recommendCount: 1, parentId: 3 },
        { categoryId: 3, parentId: 0 },
      ),
    ).toEqual(parentInvalid);
    // a category with children cannot move under another
    expect(rules({ categoryId: 4, name: 'A', recommendCount: 1, parentId: 3 }, top, true)).toEqual(
      parentInvalid,
    );
  });
});
