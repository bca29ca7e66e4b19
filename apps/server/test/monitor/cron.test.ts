import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/lib/date-format';
import { checkCron, nextRun, nextRuns } from '../../src/services/monitor/cron';
import { parseInvokeTarget } from '../../src/services/monitor/invoke-target';
import { checkArgs, jobRegistry } from '../../src/services/monitor/job-registry';

// 2026-01-01 00:00:00 GMT+8
const FROM = new Date('2025-12-31T16:00:00Z');
const wall = (dates: Date[]) => dates.map((d) => formatDateTime(d));

describe('Quartz cron expressions', () => {
  it('reads RuoYi seed expressions with seconds first and `?`', () => {
    expect(wall(nextRuns('0/10 * * * * ?', FROM, 3))).toEqual([
      '2026-01-01 00:00:10',
      '2026-01-01 00:00:20',
      '2026-01-01 00:00:30',
    ]);
    expect(wall(nextRuns('0 0 2 * * ?', FROM, 2))).toEqual([
      '2026-01-01 02:00:00',
      '2026-01-02 02:00:00',
    ]);
  });

  it('uses Quartz weekday numbers (1 = Sunday), names, L and #', () => {
    // 2026-01-04 is a Sunday
    expect(wall(nextRuns('0 30 9 ? * 1', FROM, 1))).toEqual(['2026-01-04 09:30:00']);
    expect(wall(nextRuns('0 30 9 ? * MON', FROM, 1))).toEqual(['2026-01-05 09:30:00']);
    expect(wall(nextRuns('0 0 12 L * ?', FROM, 2))).toEqual([
      '2026-01-31 12:00:00',
      '2026-02-28 12:00:00',
    ]);
    // third Friday (Quartz 6) of January 2026
    expect(wall(nextRuns('0 0 8 ? * 6#3', FROM, 1))).toEqual(['2026-01-16 08:00:00']);
  });

  it('reads the optional seventh (year) field', () => {
    expect(wall(nextRuns('0 15 10 1 1 ? 2030', FROM, 1))).toEqual(['2030-01-01 10:15:00']);
    expect(nextRun('0 15 10 1 1 ? 2020', FROM)).toBeNull();
  });

  it('names what is wrong with an expression', () => {
    expect(checkCron('0/10 * * * * ?', FROM)).toBeUndefined();
    expect(checkCron('not a cron', FROM)).toBe('invalid');
    expect(checkCron('*/5 * * * *', FROM)).toBe('invalid'); // 5 fields: no seconds
    expect(checkCron('0 0 25 * * ?', FROM)).toBe('invalid');
    expect(checkCron('* * * * * ?', FROM)).toBe('tooFrequent');
    expect(checkCron('0/5 * * * * ?', FROM)).toBe('tooFrequent');
    expect(checkCron('0 0 0 1 1 ? 2020', FROM)).toBe('never');
  });
});

describe('invoke targets', () => {
  it('parses a handler name and literal arguments', () => {
    expect(parseInvokeTarget('logs.cleanOld')).toEqual({ handler: 'logs.cleanOld', args: [] });
    expect(parseInvokeTarget("ryTask.ryMultipleParams('ry', true, 2000L, 316.50D, 100)")).toEqual({
      handler: 'ryTask.ryMultipleParams',
      args: ['ry', true, 2000, 316.5, 100],
    });
    expect(parseInvokeTarget('logs.cleanOld("a,b", 3)')).toEqual({
      handler: 'logs.cleanOld',
      args: ['a,b', 3],
    });
  });

  it('refuses anything that is not a name with literals', () => {
    for (const text of [
      'java.lang.Runtime.getRuntime().exec("id")',
      "logs.cleanOld(require('child_process'))",
      'logs.cleanOld(process.exit())',
      'http://evil.test/x',
      "logs.cleanOld('unterminated)",
      'constructor.constructor',
      '__proto__.polluted',
      'logs.cleanOld(1) ; drop table sys_user',
    ]) {
      const parsed = parseInvokeTarget(text);
      expect(parsed === undefined || !jobRegistry.has(parsed.handler), text).toBe(true);
    }
    // text that looks like code is just a string argument
    expect(parseInvokeTarget('logs.cleanOld(\'require("fs")\')')?.args).toEqual(['require("fs")']);
  });

  it('checks arguments against the handler parameters', () => {
    const clean = jobRegistry.get('logs.cleanOld');
    if (!clean) throw new Error('missing handler');
    expect(checkArgs(clean, [])).toBeUndefined();
    expect(checkArgs(clean, [30])).toBeUndefined();
    expect(checkArgs(clean, [0])).toBe('days');
    expect(checkArgs(clean, ['30'])).toBe('days');
    expect(checkArgs(clean, [30, 1])).toBe('#2');
  });

  it('keeps the registry fixed at runtime', () => {
    const registry = jobRegistry as Map<string, unknown>;
    expect(() => registry.set('evil.run', {})).toThrow(TypeError);
    expect(() => registry.delete('logs.cleanOld')).toThrow(TypeError);
    expect([...jobRegistry.keys()]).toEqual([
      'statistics.refresh',
      'domains.recheck',
      'certificates.expiryReminder',
      'sessions.cleanExpired',
      'logs.cleanOld',
      'site.visitRollup',
      'articles.publishScheduled',
      'domains.certificateExpiry',
    ]);
  });
});
