import { describe, expect, it } from 'vitest';
import { toStoredLink } from '../../common/links/stored-link';
import { categoryOptions, categoryPath, categoryTree } from '../shared/products-types';
import { CATEGORIES } from '../test/products-fake';
import {
  emptyProductValues,
  fieldsFromValues,
  nextColumnKey,
  parseFaqIds,
  valuesFromFields,
} from './product-values';

describe('product form values', () => {
  it('round-trips through the wire form', () => {
    const values = {
      ...emptyProductValues(),
      name: 'Pump',
      categoryId: 2,
      specColumns: [{ key: 'c1', label: 'Size', numeric: false }],
      specRows: [{ c1: 'DN25' }],
      factoryPrice: 12.5,
      faqIds: '3, 8',
    };
    const fields = fieldsFromValues(values);
    expect(fields.faqIds).toEqual([3, 8]);
    expect(fields.agentPrice).toBeNull();
    expect(valuesFromFields(fields)).toEqual(values);
  });

  it('keeps only the cells of the columns still in the table', () => {
    const fields = fieldsFromValues({
      ...emptyProductValues(),
      specColumns: [{ key: 'b', label: 'B', numeric: true }],
      specRows: [{ a: 'gone', b: '2' }, {}],
    });
    expect(fields.specTable?.rows).toEqual([{ b: '2' }, { b: '' }]);
  });

  it('reads a partial draft form with empty values for what is missing', () => {
    expect(valuesFromFields({ name: 'Draft' })).toEqual({ ...emptyProductValues(), name: 'Draft' });
  });

  it('parses FAQ ids and refuses anything else', () => {
    expect(parseFaqIds(' 3,8 , 3')).toEqual([3, 8]);
    expect(parseFaqIds('')).toEqual([]);
    expect(parseFaqIds('3, a')).toBeUndefined();
    expect(parseFaqIds('0')).toBeUndefined();
  });

  it('gives new columns unused keys', () => {
    expect(nextColumnKey([])).toBe('c1');
    expect(
      nextColumnKey([
        { key: 'c2', label: '', numeric: false },
        { key: 'x', label: '', numeric: false },
      ]),
    ).toBe('c3');
  });
});

describe('links and categories', () => {
  const wcm = { apiBase: '/prod-api' };
  it('stores server paths without the API base, however often the uploader added it', () => {
    expect(toStoredLink(wcm, '/prod-api/profile/upload/a.png')).toBe('/profile/upload/a.png');
    expect(toStoredLink(wcm, '/prod-api/prod-api/profile/upload/a.png')).toBe(
      '/profile/upload/a.png',
    );
    expect(toStoredLink(wcm, 'https://cdn.example.com/a.png')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(toStoredLink(wcm, '/profile/a.png')).toBe('/profile/a.png');
  });

  it('builds the two-level tree and the category path', () => {
    expect(categoryTree(CATEGORIES).map((t) => [t.name, t.children?.map((c) => c.name)])).toEqual([
      ['Pumps', ['Centrifugal Pumps']],
      ['Valves', ['Ball Valves']],
    ]);
    expect(categoryOptions(CATEGORIES)[0]).toEqual({
      id: 1,
      label: 'Pumps',
      children: [{ id: 2, label: 'Centrifugal Pumps' }],
    });
    expect(categoryPath(CATEGORIES, 2)).toEqual([1, 2]);
    expect(categoryPath(CATEGORIES, 1)).toEqual([1]);
    expect(categoryPath(CATEGORIES, undefined)).toEqual([]);
  });
});
