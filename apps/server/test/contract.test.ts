import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../src/plugins/contract';
import { expectContract } from './contract';

const fake = (statusCode: number, body: unknown) =>
  ({ statusCode, json: () => body }) as unknown as LightMyRequestResponse;

describe('expectContract', () => {
  it('accepts a conforming body', () => {
    expect(() =>
      expectContract(fake(200, { code: 200, msg: '退出成功' }), 'post', '/logout'),
    ).not.toThrow();
  });

  it('rejects extra keys, wrong types, undocumented statuses and a leaked password', () => {
    expect(() =>
      expectContract(fake(200, { code: 200, msg: 'x', extra: 1 }), 'post', '/logout'),
    ).toThrow();
    expect(() => expectContract(fake(200, { code: '200', msg: 'x' }), 'post', '/logout')).toThrow();
    expect(() => expectContract(fake(502, { code: 502, msg: 'x' }), 'post', '/logout')).toThrow();
    const user = { userId: 1, password: 'secret' };
    expect(() =>
      expectContract(
        fake(200, { code: 200, msg: 'x', user, roles: [], permissions: [] }),
        'get',
        '/getInfo',
      ),
    ).toThrow();
  });
});

describe('shared id schemas (base.yaml)', () => {
  const schemas = (loadOpenApi().components as { schemas: Record<string, Record<string, unknown>> })
    .schemas;
  const idList = new RegExp(String(schemas.IdList?.pattern));

  it('Id is the int4 range', () => {
    expect(schemas.Id).toMatchObject({ type: 'integer', minimum: 1, maximum: 2147483647 });
  });

  it('IdList accepts exactly the ids from 1 to 2147483647', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2147483647 }), { minLength: 1, maxLength: 20 }),
        (ids) => idList.test(ids.join(',')),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 2147483648, max: 9999999999 }),
        fc.integer({ min: 1, max: 9 }),
        (big, small) => !idList.test(String(big)) && !idList.test(`${small},${big}`),
      ),
    );
    for (const bad of ['0', '007', '1,,2', '1,', '-1', '1.5', '99999999999', ''])
      expect(idList.test(bad), bad).toBe(false);
    expect(idList.test('2147483647,1,20')).toBe(true);
  });
});
