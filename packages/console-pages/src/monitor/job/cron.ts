/** The fields of a Quartz cron expression, in order (year optional). */
export const CRON_FIELDS = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;

/** One field name of {@link CRON_FIELDS}. */
export type CronField = (typeof CRON_FIELDS)[number];

/** Bounds of each field's numbers (Quartz: week 1-7 = SUN-SAT). */
export const CRON_BOUNDS: Record<CronField, { min: number; max: number }> = {
  second: { min: 0, max: 59 },
  minute: { min: 0, max: 59 },
  hour: { min: 0, max: 23 },
  day: { min: 1, max: 31 },
  month: { min: 1, max: 12 },
  week: { min: 1, max: 7 },
  year: { min: 1970, max: 2099 },
};

/**
 * The simple choices the builder offers for one field: every value, no specific value (`?`,
 * day and week only), a range, a start with a step, a list of values, or raw text for anything
 * else (`L`, `W`, `#`, names...).
 */
export type CronPart =
  | { mode: 'every' }
  | { mode: 'none' }
  | { mode: 'range'; from: number; to: number }
  | { mode: 'step'; start: number; every: number }
  | { mode: 'list'; values: number[] }
  | { mode: 'raw'; text: string };

/** A whole expression as builder parts. */
export type CronParts = Record<CronField, CronPart>;

/** Text of one field; year `every` is left out of the expression (6 fields). */
export function partToText(part: CronPart): string {
  switch (part.mode) {
    case 'every':
      return '*';
    case 'none':
      return '?';
    case 'range':
      return `${part.from}-${part.to}`;
    case 'step':
      return `${part.start}/${part.every}`;
    case 'list':
      return part.values.length === 0 ? '*' : [...part.values].sort((a, b) => a - b).join(',');
    case 'raw':
      return part.text.trim() || '*';
  }
}

/** Reads one field's text into a builder part; unknown syntax stays raw text. */
export function textToPart(text: string): CronPart {
  const t = text.trim();
  if (t === '*' || t === '') return { mode: 'every' };
  if (t === '?') return { mode: 'none' };
  let m = /^(\d+)-(\d+)$/.exec(t);
  if (m) return { mode: 'range', from: Number(m[1]), to: Number(m[2]) };
  m = /^(\d+|\*)\/(\d+)$/.exec(t);
  if (m) return { mode: 'step', start: m[1] === '*' ? 0 : Number(m[1]), every: Number(m[2]) };
  if (/^\d+(,\d+)*$/.test(t)) return { mode: 'list', values: t.split(',').map(Number) };
  return { mode: 'raw', text: t };
}

/** The expression of builder parts: six fields, plus the year when it is not `every`. */
export function buildCron(parts: CronParts): string {
  const six = CRON_FIELDS.slice(0, 6).map((f) => partToText(parts[f]));
  return parts.year.mode === 'every' ? six.join(' ') : [...six, partToText(parts.year)].join(' ');
}

/** Builder parts of an expression; undefined when it does not have 6 or 7 fields. */
export function parseCron(expression: string): CronParts | undefined {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7) return undefined;
  const parts = {} as CronParts;
  CRON_FIELDS.forEach((f, i) => {
    parts[f] = textToPart(fields[i] ?? '*');
  });
  return parts;
}

/**
 * Sets one part and keeps Quartz's rule that exactly one of day and week is `?`: choosing a
 * specific week frees the day and the other way round.
 */
export function setCronPart(parts: CronParts, field: CronField, part: CronPart): CronParts {
  const next = { ...parts, [field]: part };
  if (field === 'week' && part.mode !== 'none') next.day = { mode: 'none' };
  if (field === 'day' && part.mode !== 'none') next.week = { mode: 'none' };
  if (field === 'week' && part.mode === 'none' && next.day.mode === 'none')
    next.day = { mode: 'every' };
  if (field === 'day' && part.mode === 'none' && next.week.mode === 'none')
    next.week = { mode: 'every' };
  return next;
}

/** A new job's expression: every five minutes (runs must be at least 10 s apart). */
export const DEFAULT_CRON = '0 0/5 * * * ?';
