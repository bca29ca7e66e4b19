import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
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
