import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQuery } from './encode-query';

describe('encodeQuery (spec §7: GET parameters folded into the query string, RuoYi tansParams)', () => {
  it('§7 drops null, undefined and empty strings but keeps 0 and false', () => {
    expect(
      encodeQuery({ pageNum: 1, pageSize: 0, name: '', status: null, x: undefined, on: false }),
    ).toBe('pageNum=1&pageSize=0&on=false');
  });

  it('§7 nested objects become key[sub]=v with encoded brackets, empty members dropped', () => {
    expect(
      encodeQuery({ params: { beginTime: '2024-01-01 00:00:00', endTime: '' }, ids: [3, 4] }),
    ).toBe('params%5BbeginTime%5D=2024-01-01%2000%3A00%3A00&ids%5B0%5D=3&ids%5B1%5D=4');
  });

  it('§7 keys and values are URL-encoded', () => {
    expect(encodeQuery({ 'user name': 'a&b=c/é' })).toBe('user%20name=a%26b%3Dc%2F%C3%A9');
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({})).toBe('');
  });

  it('§7 flat non-empty values round-trip through URLSearchParams', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ minLength: 1 }),
          fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        ),
        (params) => {
          const parsed = new URLSearchParams(encodeQuery(params));
          for (const [key, value] of Object.entries(params)) {
            if (value === null || value === '') expect(parsed.has(key)).toBe(false);
            else expect(parsed.get(key)).toBe(String(value));
          }
        },
      ),
    );
  });
});
