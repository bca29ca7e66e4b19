import { describe, expect, it } from 'vitest';
import { fillPattern, paramNames, resolvePlacePaths } from './places';

const PLACES = {
  list: { path: '/brand/product', component: 'brand/product/index' },
  edit: { path: '/brand/prodEdit/index/:dictId', component: 'brand/prodEdit/index' },
};
const areas = new Map([['products', PLACES]]);

describe('place paths', () => {
  it('reads parameter names in order and fills them by position', () => {
    expect(paramNames('/a/:id/b/:tab')).toEqual(['id', 'tab']);
    expect(fillPattern('/catalogue/:productId/edit', [42])).toBe('/catalogue/42/edit');
    expect(fillPattern('/a/:x', ['a b/c'])).toBe('/a/a%20b%2Fc');
    expect(() => fillPattern('/a/:x', [])).toThrow(/Missing value for :x/);
  });

  it("keeps the console's paths unless the app gives its own", () => {
    expect(resolvePlacePaths(areas).get('products')).toEqual({
      list: '/brand/product',
      edit: '/brand/prodEdit/index/:dictId',
    });
    const paths = resolvePlacePaths(areas, { products: { edit: '/catalogue/:id/edit' } });
    expect(paths.get('products')).toEqual({ list: '/brand/product', edit: '/catalogue/:id/edit' });
  });

  it('refuses unknown areas and places, missing parameters and relative paths', () => {
    expect(() => resolvePlacePaths(areas, { rfq: { list: '/rfq' } })).toThrow(
      /No page module "rfq"/,
    );
    expect(() => resolvePlacePaths(areas, { products: { detail: '/p/:id' } })).toThrow(
      /no place "detail" \(places: list, edit\)/,
    );
    expect(() => resolvePlacePaths(areas, { products: { edit: '/catalogue/edit' } })).toThrow(
      /needs 1 parameter/,
    );
    expect(() => resolvePlacePaths(areas, { products: { list: 'catalogue' } })).toThrow(
      /must start with "\/"/,
    );
  });
});
