import { lt, sql } from 'drizzle-orm';
import { sysLogininfor, sysOperLog } from '../../db/schema';
import { sysJobLog } from '../../db/schema/monitor';
import { listSessions } from './online-sessions';
import { num, rowsOf } from './sql-rows';
import type { JobContext } from './job-registry';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where `statistics.refresh` leaves its figures (shown in the cache list). */
export const STATISTICS_KEY = 'monitor_stats:summary';

/** Counts users, roles, departments, logs and live sessions into the cache. */
export async function refreshStatistics({ db, kv, now }: JobContext): Promise<string> {
  const rows = await rowsOf<{ name: string; n: unknown }>(
    db,
    sql`
    select 'users' as name, count(*)::int as n from sys_user where del_flag = '0'
    union all select 'roles', count(*)::int from sys_role where del_flag = '0'
    union all select 'depts', count(*)::int from sys_dept where del_flag = '0'
    union all select 'operLogs', count(*)::int from sys_oper_log
    union all select 'loginLogs', count(*)::int from sys_logininfor`,
  );
  const figures: Record<string, number> = {};
  for (const row of rows) figures[row.name] = num(row.n);
  figures.sessions = (await listSessions(kv, now)).length;
  await kv.set(STATISTICS_KEY, JSON.stringify({ at: now(), ...figures }));
  return Object.entries(figures)
    .map(([name, n]) => `${name}=${n}`)
    .join(', ');
}

/** Deletes sessions whose idle timeout has passed (the store also drops them lazily). */
export async function cleanExpiredSessions({ kv, now }: JobContext): Promise<string> {
  let removed = 0;
  for (const { key, session } of await listSessions(kv, now, { includeExpired: true })) {
    if (session.expireTime <= now()) {
      await kv.delete(key);
      removed++;
    }
  }
  return `${removed} expired sessions removed`;
}

/** Deletes operation, sign-in and job log rows older than `days` (default 90). */
export async function cleanOldLogs({ db, now, args }: JobContext): Promise<string> {
  const days = typeof args[0] === 'number' ? args[0] : 90;
  const before = new Date(now() - days * DAY_MS);
  const oper = await db.delete(sysOperLog).where(lt(sysOperLog.operTime, before)).returning({
    id: sysOperLog.operId,
  });
  const login = await db
    .delete(sysLogininfor)
    .where(lt(sysLogininfor.loginTime, before))
    .returning({ id: sysLogininfor.infoId });
  const jobs = await db
    .delete(sysJobLog)
    .where(lt(sysJobLog.createTime, before))
    .returning({ id: sysJobLog.jobLogId });
  return `older than ${days} days: ${oper.length} operation, ${login.length} sign-in, ${jobs.length} job log rows removed`;
}
