import { describe, expect, it } from 'vitest';
import { joinInvokeTarget, splitInvokeTarget } from './invoke-target';

describe('invoke target', () => {
  it('splits a handler key from its literal arguments and joins them back', () => {
    expect(splitInvokeTarget('logs.cleanOld(90)')).toEqual({
      handler: 'logs.cleanOld',
      args: '90',
    });
    expect(splitInvokeTarget('stats.refresh')).toEqual({ handler: 'stats.refresh', args: '' });
    expect(splitInvokeTarget("a.b('x, y', true)")).toEqual({
      handler: 'a.b',
      args: "'x, y', true",
    });
    expect(joinInvokeTarget({ handler: 'a.b', args: ' 12L ' })).toBe('a.b(12L)');
    expect(joinInvokeTarget({ handler: 'a.b', args: '' })).toBe('a.b');
  });
});
