/**
 * One time-zone rule for every screen: the server stores instants in UTC and answers RuoYi's
 * `yyyy-MM-dd HH:mm:ss` as wall time of its own zone (RuoYi and the reference server: GMT+8);
 * the console turns that back into an instant and shows it in the user's zone, formatted for the
 * interface language. Epoch milliseconds (online users' `loginTime`) and `Date` values take the
 * same path, so two screens showing one instant always agree.
 */

/**
 * Offset from UTC, in minutes, of the wall time the server writes (RuoYi: `GMT+8`).
 * @default 480
 */
export const SERVER_UTC_OFFSET_MINUTES = 480;

/** A time as the server or the browser gives it: server text, epoch milliseconds or a Date. */
export type TimeInput = string | number | Date | null | undefined;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The instant a server time stands for: `yyyy-MM-dd[ HH:mm[:ss]]` is wall time at
 * `offsetMinutes` from UTC; ISO text with a zone (`…Z`, `…+02:00`) is taken as written.
 * Returns undefined for empty or unreadable text.
 * @param offsetMinutes the server's offset. @default 480 (GMT+8)
 */
export function parseServerTime(
  text: string | null | undefined,
  offsetMinutes: number = SERVER_UTC_OFFSET_MINUTES,
): Date | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  if (HAS_ZONE.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const m = WALL_TIME.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = m;
  const utc = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s, +ms.padEnd(3, '0'));
  const date = new Date(utc - offsetMinutes * 60_000);
  // Date.UTC rolls 2024-02-31 over to March; such text is not a real time.
  const check = new Date(utc);
  if (check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d!) return undefined;
  return date;
}

/** Where and how times are shown. */
export interface DateTimeFormatOptions {
  /** Interface language, e.g. 'zh-CN'. */
  locale: string;
  /** IANA zone of the user. @default the browser's zone */
  timeZone?: string | undefined;
  /** Offset of the server's wall time. @default 480 (GMT+8) */
  serverOffsetMinutes?: number | undefined;
}

/** Formatters of one language and zone; each returns '' for an empty value. */
export interface DateTimeFormat {
  /** Date and time to the second, e.g. zh-CN `2024/05/01 16:04:08`, fr `01/05/2024 16:04:08`. */
  dateTime(value: TimeInput): string;
  /** Date only, e.g. en `05/01/2024`. */
  date(value: TimeInput): string;
  /** Time of day to the second (24-hour in every language), e.g. `16:04:08`. */
  time(value: TimeInput): string;
  /** The instant of a value, or undefined when it is empty or unreadable. */
  toDate(value: TimeInput): Date | undefined;
}

const DATE_PARTS = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const TIME_PARTS = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
} as const;

/**
 * Formatters for the interface language and the user's zone. Text that cannot be read as a
 * time is shown as it came, so nothing the server sent is hidden.
 */
export function createDateTimeFormat(options: DateTimeFormatOptions): DateTimeFormat {
  const zone = options.timeZone ? { timeZone: options.timeZone } : {};
  const offset = options.serverOffsetMinutes ?? SERVER_UTC_OFFSET_MINUTES;
  const full = new Intl.DateTimeFormat(options.locale, { ...DATE_PARTS, ...TIME_PARTS, ...zone });
  const day = new Intl.DateTimeFormat(options.locale, { ...DATE_PARTS, ...zone });
  const clock = new Intl.DateTimeFormat(options.locale, { ...TIME_PARTS, ...zone });
  const toDate = (value: TimeInput): Date | undefined => {
    if (value === null || value === undefined || value === '') return undefined;
    const date =
      typeof value === 'string'
        ? parseServerTime(value, offset)
        : new Date(typeof value === 'number' ? value : value.getTime());
    return date && !Number.isNaN(date.getTime()) ? date : undefined;
  };
  const using = (formatter: Intl.DateTimeFormat) => (value: TimeInput) => {
    const date = toDate(value);
    if (date) return formatter.format(date);
    return typeof value === 'string' ? value : '';
  };
  return { dateTime: using(full), date: using(day), time: using(clock), toDate };
}
