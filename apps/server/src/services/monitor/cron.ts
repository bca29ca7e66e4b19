import { Cron } from 'croner';

/** Jobs are evaluated in RuoYi's zone (GMT+8), the zone every date on the wire is shown in. */
export const CRON_TIMEZONE = 'Asia/Shanghai';
/** Shortest allowed gap between two runs of one job (RuoYi's own seed jobs run every 10 s). */
export const MIN_INTERVAL_MS = 10_000;

/** Why an expression was refused (mapped to a message by the caller). */
export type CronProblem = 'invalid' | 'tooFrequent' | 'never';

/**
 * Quartz 6/7-field expressions (seconds first, optional year, `?`, `L`, `W`, `#`, Quartz
 * weekday numbers 1 = Sunday, `0/10` steps), evaluated by croner.
 */
function compile(expression: string): Cron | undefined {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7 || expression.length > 255) return undefined;
  try {
    return new Cron(expression.trim(), {
      paused: true,
      mode: '6-or-7-parts',
      sloppyRanges: true,
      alternativeWeekdays: true,
      timezone: CRON_TIMEZONE,
    });
  } catch {
    return undefined;
  }
}

/** The next `count` run times strictly after `from` (fewer when the expression ends, e.g. a past year). */
export function nextRuns(expression: string, from: Date, count = 5): Date[] {
  const cron = compile(expression);
  return cron ? cron.nextRuns(count, from) : [];
}

/** The first run time strictly after `from`, or null when there is none. */
export function nextRun(expression: string, from: Date): Date | null {
  return nextRuns(expression, from, 1)[0] ?? null;
}

/** Undefined when the expression is usable for a job, else what is wrong with it. */
export function checkCron(expression: string, from: Date): CronProblem | undefined {
  const cron = compile(expression);
  if (!cron) return 'invalid';
  const runs = cron.nextRuns(5, from);
  if (runs.length === 0) return 'never';
  for (let i = 1; i < runs.length; i++) {
    const gap = (runs[i]?.getTime() ?? 0) - (runs[i - 1]?.getTime() ?? 0);
    if (gap < MIN_INTERVAL_MS) return 'tooFrequent';
  }
  return undefined;
}
