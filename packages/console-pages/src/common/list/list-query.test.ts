import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIST_MAX_PAGE_SIZE,
  listQueryToRequest,
  listQueryToSearch,
  parseListQuery,
  type ListQuery,
} from './list-query';

const defaults = { userName: '', status: '', beginTime: '', endTime: '' };

describe('list URL state', () => {
  it('starts on page 1 with 20 rows and no sort', () => {
    expect(parseListQuery(new URLSearchParams(), defaults)).toEqual({
      filters: defaults,
      pageNum: 1,
      pageSize: 20,
      sort: undefined,
    });
  });

  it('reads only the declared filters', () => {
    const q = parseListQuery(new URLSearchParams('userName=ry&admin=1&pageNum=3'), defaults);
    expect(q.filters).toEqual({ ...defaults, userName: 'ry' });
    expect(q.pageNum).toBe(3);
  });

  it('falls back on bad paging and caps the page size', () => {
    const q = parseListQuery(new URLSearchParams('pageNum=-2&pageSize=5000'), defaults);
    expect(q.pageNum).toBe(1);
    expect(q.pageSize).toBe(20);
    const max = parseListQuery(new URLSearchParams(`pageSize=${LIST_MAX_PAGE_SIZE}`), defaults);
    expect(max.pageSize).toBe(LIST_MAX_PAGE_SIZE);
  });

  it('accepts only identifier-like sort columns', () => {
    const bad = parseListQuery(
      new URLSearchParams('orderByColumn=1;drop&isAsc=ascending'),
      defaults,
    );
    expect(bad.sort).toBeUndefined();
    const good = parseListQuery(new URLSearchParams('orderByColumn=createTime'), defaults);
    expect(good.sort).toEqual({ orderByColumn: 'createTime', isAsc: 'descending' });
  });

  it('refuses filter names that clash with paging', () => {
    expect(() => parseListQuery(new URLSearchParams(), { pageNum: '' })).toThrow(/reserved/);
  });

  it('leaves defaults out of the URL', () => {
    const q: ListQuery<typeof defaults> = {
      filters: { ...defaults, status: '0' },
      pageNum: 1,
      pageSize: 20,
    };
    expect(listQueryToSearch(q, defaults).toString()).toBe('status=0');
  });

  it('sends RuoYi params[beginTime] and skips empty filters', () => {
    const request = listQueryToRequest({
      filters: { ...defaults, beginTime: '2026-01-01', userName: '' },
      pageNum: 2,
      pageSize: 50,
      sort: { orderByColumn: 'createTime', isAsc: 'ascending' },
    });
    expect(request).toEqual({
      pageNum: 2,
      pageSize: 50,
      'params[beginTime]': '2026-01-01',
      orderByColumn: 'createTime',
      isAsc: 'ascending',
    });
  });

  it('round-trips any state through the URL', () => {
    const text = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(
        fc.record({ userName: text, status: text, beginTime: text, endTime: text }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: LIST_MAX_PAGE_SIZE }),
        fc.option(
          fc.record({
            orderByColumn: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,10}$/),
            isAsc: fc.constantFrom('ascending' as const, 'descending' as const),
          }),
          { nil: undefined },
        ),
        (filters, pageNum, pageSize, sort) => {
          const state = { filters, pageNum, pageSize, sort };
          const search = listQueryToSearch(state, defaults);
          expect(parseListQuery(new URLSearchParams(search.toString()), defaults)).toEqual(state);
        },
      ),
    );
  });
});
