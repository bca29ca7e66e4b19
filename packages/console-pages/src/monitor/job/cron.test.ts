import { describe, expect, it } from 'vitest';
import { buildCron, parseCron, partToText, setCronPart, textToPart } from './cron';

describe('cron builder model', () => {
  it('reads and writes each simple choice', () => {
    expect(textToPart('*')).toEqual({ mode: 'every' });
    expect(textToPart('?')).toEqual({ mode: 'none' });
    expect(textToPart('1-5')).toEqual({ mode: 'range', from: 1, to: 5 });
    expect(textToPart('0/15')).toEqual({ mode: 'step', start: 0, every: 15 });
    expect(textToPart('*/10')).toEqual({ mode: 'step', start: 0, every: 10 });
    expect(textToPart('3,1,2')).toEqual({ mode: 'list', values: [3, 1, 2] });
    expect(textToPart('L')).toEqual({ mode: 'raw', text: 'L' });
    expect(partToText({ mode: 'list', values: [3, 1, 2] })).toBe('1,2,3');
    expect(partToText({ mode: 'list', values: [] })).toBe('*');
    expect(partToText({ mode: 'raw', text: ' MON#2 ' })).toBe('MON#2');
  });

  it('round-trips 6- and 7-field expressions and leaves out an `every` year', () => {
    for (const expr of ['0 0/5 * * * ?', '0 0 2 ? * 2-6', '0 30 1 1,15 * ? 2030', '0 0 12 L * ?']) {
      const parts = parseCron(expr);
      expect(parts).toBeDefined();
      expect(buildCron(parts!)).toBe(expr);
    }
    expect(buildCron(parseCron('0 0 1 * * ? *')!)).toBe('0 0 1 * * ?');
    expect(parseCron('* * *')).toBeUndefined();
    expect(parseCron('1 2 3 4 5 6 7 8')).toBeUndefined();
  });

  it('keeps exactly one of day and week as `?`', () => {
    const parts = parseCron('0 0 1 * * ?')!;
    const weekly = setCronPart(parts, 'week', { mode: 'list', values: [2] });
    expect(buildCron(weekly)).toBe('0 0 1 ? * 2');
    const monthly = setCronPart(weekly, 'day', { mode: 'list', values: [15] });
    expect(buildCron(monthly)).toBe('0 0 1 15 * ?');
    const cleared = setCronPart(monthly, 'day', { mode: 'none' });
    expect(buildCron(cleared)).toBe('0 0 1 ? * *');
  });
});
