import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refuse } from '../../lib/business-error';
import { num, rowsOf } from '../monitor/sql-rows';

// Website statistics (issue 16) over the visit log wcm_site_visit. Days are GMT+8 days (the
// wire's zone). A visit is a session (its page views share session_id); page views are the
// `view` rows; enquiries the `enquiry` rows. The daily roll-up wcm_site_visit_daily holds the
// finished days; today (and any day the roll-up has not reached) is computed from the log.

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = 8 * 60 * 60 * 1000;
/** Longest range a request may ask for. */
export const MAX_RANGE_DAYS = 366;
const TOP = 10;

/** The GMT+8 day (yyyy-MM-dd) of an instant. */
export const dayOf = (at: number): string => new Date(at + OFFSET_MS).toISOString().slice(0, 10);
/** The instant a GMT+8 day starts. */
export const startOfDay = (day: string): number => Date.parse(`${day}T00:00:00+08:00`);
/** The day `n` days after `day` (n may be negative). */
export const addDays = (day: string, n: number): string => dayOf(startOfDay(day) + n * DAY_MS);

/** The GMT+8 day of a visit_time, as SQL. */
const DAY = sql`to_char((visit_time at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

export interface VisitTotals {
  visits: number;
  uniqueIps: number;
  pageViews: number;
  enquiries: number;
  countries: number;
}
export interface VisitPoint {
  day: string;
  visits: number;
  uniqueIps: number;
  pageViews: number;
  enquiries: number;
}
export interface BreakdownRow {
  key: string;
  country?: string;
  count: number;
}

const between = (from: number, to: number) =>
  sql`visit_time >= ${new Date(from).toISOString()}::timestamptz and visit_time < ${new Date(to).toISOString()}::timestamptz`;

const TOTALS = sql`count(distinct session_id)::int as visits,
  count(distinct ip)::int as unique_ips,
  (count(*) filter (where kind = 'view'))::int as page_views,
  (count(*) filter (where kind = 'enquiry'))::int as enquiries,
  (count(distinct country) filter (where country <> ''))::int as countries`;

interface TotalsRow {
  visits: unknown;
  unique_ips: unknown;
  page_views: unknown;
  enquiries: unknown;
  countries: unknown;
}
const totalsOf = (row: TotalsRow | undefined): VisitTotals => ({
  visits: num(row?.visits),
  uniqueIps: num(row?.unique_ips),
  pageViews: num(row?.page_views),
  enquiries: num(row?.enquiries),
  countries: num(row?.countries),
});

/** Totals of the log between two instants (end exclusive). */
export async function visitTotals(db: Db, from: number, to: number): Promise<VisitTotals> {
  const [row] = await rowsOf<TotalsRow>(
    db,
    sql`select ${TOTALS} from wcm_site_visit where ${between(from, to)}`,
  );
  return totalsOf(row);
}

/** Per-day figures computed from the log (days without visits are absent). */
async function liveDays(db: Db, from: number, to: number): Promise<Map<string, VisitPoint>> {
  const rows = await rowsOf<TotalsRow & { day: string }>(
    db,
    sql`select ${DAY} as day, ${TOTALS} from wcm_site_visit where ${between(from, to)} group by 1`,
  );
  return new Map(rows.map((r) => [r.day, { day: r.day, ...pointOf(totalsOf(r)) }]));
}

const pointOf = (t: VisitTotals) => ({
  visits: t.visits,
  uniqueIps: t.uniqueIps,
  pageViews: t.pageViews,
  enquiries: t.enquiries,
});

/** One point per day from `begin` to `end` (inclusive): the roll-up where present, else live. */
export async function visitSeries(
  db: Db,
  begin: string,
  end: string,
  now: number,
): Promise<VisitPoint[]> {
  const today = dayOf(now);
  const rolled = await rowsOf<{
    day: string;
    visits: unknown;
    unique_ips: unknown;
    page_views: unknown;
    enquiries: unknown;
  }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, visits, unique_ips, page_views, enquiries
        from wcm_site_visit_daily where day >= ${begin}::date and day <= ${end}::date and day < ${today}::date`,
  );
  const byDay = new Map<string, VisitPoint>(
    rolled.map((r) => [
      r.day,
      {
        day: r.day,
        visits: num(r.visits),
        uniqueIps: num(r.unique_ips),
        pageViews: num(r.page_views),
        enquiries: num(r.enquiries),
      },
    ]),
  );
  const days: string[] = [];
  for (let day = begin; day <= end; day = addDays(day, 1)) days.push(day);
  const missing = days.filter((day) => !byDay.has(day) && day <= today);
  if (missing.length > 0) {
    const first = missing[0] ?? begin;
    const last = missing.at(-1) ?? end;
    const live = await liveDays(db, startOfDay(first), startOfDay(addDays(last, 1)));
    for (const day of missing) {
      const point = live.get(day);
      if (point) byDay.set(day, point);
    }
  }
  return days.map(
    (day) => byDay.get(day) ?? { day, visits: 0, uniqueIps: 0, pageViews: 0, enquiries: 0 },
  );
}

async function breakdown(
  db: Db,
  column: SQL,
  from: number,
  to: number,
  extra: SQL = sql``,
): Promise<BreakdownRow[]> {
  const rows = await rowsOf<{ key: string; n: unknown; country?: string }>(
    db,
    sql`select ${column} as key, count(*)::int as n ${extra}
        from wcm_site_visit where ${between(from, to)} and kind = 'view'
        group by 1 order by n desc, key asc limit ${TOP}`,
  );
  return rows.map((r) => ({
    key: r.key,
    ...(r.country !== undefined ? { country: r.country } : {}),
    count: num(r.n),
  }));
}

/** The range a request asks for, defaulting to the 30 days ending today; refused when invalid. */
export function rangeOf(
  beginDate: string | undefined,
  endDate: string | undefined,
  now: number,
): { begin: string; end: string } {
  const valid = (d: string) => !Number.isNaN(startOfDay(d)) && dayOf(startOfDay(d)) === d;
  const end = endDate ?? dayOf(now);
  if (!valid(end)) refuse('site.statistics.range');
  const begin = beginDate ?? addDays(end, -29);
  if (!valid(begin) || begin > end) refuse('site.statistics.range');
  const span = Math.round((startOfDay(end) - startOfDay(begin)) / DAY_MS) + 1;
  if (span > MAX_RANGE_DAYS) refuse('site.statistics.range');
  return { begin, end };
}

/** Everything the statistics page shows for a range of GMT+8 days. */
export async function siteStatistics(db: Db, begin: string, end: string, now: number) {
  const from = startOfDay(begin);
  const to = startOfDay(addDays(end, 1));
  return {
    beginDate: begin,
    endDate: end,
    totals: await visitTotals(db, from, to),
    series: await visitSeries(db, begin, end, now),
    countries: await breakdown(
      db,
      sql`case when country = '' then '--' else country end`,
      from,
      to,
    ),
    ips: await breakdown(db, sql`ip`, from, to, sql`, max(country) as country`),
    pages: await breakdown(db, sql`page_path`, from, to),
    sources: await breakdown(db, sql`source`, from, to),
  };
}

/**
 * Writes the roll-up of finished days: every day from the first not yet rolled up (or from
 * `redoDays` days back, so late rows are counted) to yesterday. Returns how many days it wrote.
 */
export async function rollupVisits(db: Db, now: number, redoDays = 2): Promise<number> {
  const today = dayOf(now);
  const [latest] = await rowsOf<{ day: string | null }>(
    db,
    sql`select to_char(max(day), 'YYYY-MM-DD') as day from wcm_site_visit_daily`,
  );
  const [earliest] = await rowsOf<{ at: unknown }>(
    db,
    sql`select min(visit_time) as at from wcm_site_visit`,
  );
  if (!earliest?.at) return 0;
  const firstVisitDay = dayOf(new Date(earliest.at as string | Date).getTime());
  const redoFrom = addDays(today, -redoDays);
  let from = latest?.day ? addDays(latest.day, 1) : firstVisitDay;
  if (from > redoFrom) from = redoFrom;
  if (from < firstVisitDay) from = firstVisitDay;
  if (from >= today) return 0;
  const result = await rowsOf<{ day: string }>(
    db,
    sql`insert into wcm_site_visit_daily (day, visits, unique_ips, page_views, enquiries, countries, update_time)
        select (${DAY})::date, count(distinct session_id)::int, count(distinct ip)::int,
               (count(*) filter (where kind = 'view'))::int,
               (count(*) filter (where kind = 'enquiry'))::int,
               (count(distinct country) filter (where country <> ''))::int, now()
        from wcm_site_visit where ${between(startOfDay(from), startOfDay(today))}
        group by 1
        on conflict (day) do update set visits = excluded.visits, unique_ips = excluded.unique_ips,
          page_views = excluded.page_views, enquiries = excluded.enquiries,
          countries = excluded.countries, update_time = excluded.update_time
        returning day`,
  );
  return result.length;
}
