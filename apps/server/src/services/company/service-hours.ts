import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

// Customer-service contacts: countries (ISO 3166-1 alpha-2, as libphonenumber-js knows them),
// phone numbers valid for their country, working days and hours in the contact's time zone.

const COUNTRIES: ReadonlySet<string> = new Set(getCountries());

/** Whether `code` is an ISO 3166-1 alpha-2 country or region with a phone numbering plan. */
export const isCountry = (code: string): code is CountryCode => COUNTRIES.has(code);

/** The number in E.164 when it is valid for `country`, else undefined. */
export function phoneForCountry(phone: string, country: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(phone.trim(), country);
  if (!parsed?.isValid()) return undefined;
  // A number written in international form must still belong to the chosen country.
  if (parsed.country !== country) return undefined;
  return parsed.number;
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `1,3,5` → [1, 3, 5] (ISO weekdays), ignoring anything else. */
export const parseWorkDays = (value: string): number[] =>
  value
    .split(',')
    .map(Number)
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7);

/** [5, 1, 3, 1] → `1,3,5`. */
export const formatWorkDays = (days: readonly number[]): string =>
  [...new Set(days)].sort((a, b) => a - b).join(',');

/** `HH:mm` → minutes after midnight (`24:00` → 1440). */
export const minutesOf = (time: string): number => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Weekday (1–7) and minutes after midnight of `at` in `timeZone`. */
export function wallClock(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: WEEKDAYS[get('weekday')] ?? 0,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

export interface ServiceHours {
  workDays: string;
  startTime: string;
  endTime: string;
  timeZone: string;
}

/** Whether the contact works at `at`: a working day in their zone, start ≤ time < end. */
export function availableAt(hours: ServiceHours, at: Date): boolean {
  if (!isTimeZone(hours.timeZone)) return false;
  const { day, minutes } = wallClock(at, hours.timeZone);
  if (!parseWorkDays(hours.workDays).includes(day)) return false;
  return minutes >= minutesOf(hours.startTime) && minutes < minutesOf(hours.endTime);
}
