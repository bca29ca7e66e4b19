import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { sysJob } from '../schema';
import { isEmpty } from '../../resources/seed';

/**
 * RuoYi's three seed jobs (wire contract 6.6), paused, with their `ryTask.*` targets mapped to
 * handlers of the fixed registry: no params → statistics.refresh, one param →
 * sessions.cleanExpired, several params → logs.cleanOld(90).
 */
export const seedJobs = [
  {
    jobId: 1,
    jobName: '系统默认（无参）',
    invokeTarget: 'statistics.refresh',
    cronExpression: '0/10 * * * * ?',
  },
  {
    jobId: 2,
    jobName: '系统默认（有参）',
    invokeTarget: 'sessions.cleanExpired',
    cronExpression: '0/15 * * * * ?',
  },
  {
    jobId: 3,
    jobName: '系统默认（多参）',
    invokeTarget: 'logs.cleanOld(90)',
    cronExpression: '0/20 * * * * ?',
  },
].map((job) => ({
  ...job,
  jobGroup: 'DEFAULT',
  misfirePolicy: '3',
  concurrent: '1',
  status: '1',
  createBy: 'admin',
}));

/** Inserts the seed jobs when sys_job is empty; returns whether it did. Idempotent. */
export async function seedMonitor(db: Db): Promise<boolean> {
  if (!(await isEmpty(db, sysJob))) return false;
  await db.transaction(async (tx) => {
    await tx.insert(sysJob).values(seedJobs);
    // Identity values continue after the explicit ids (RuoYi's auto_increment is 100).
    await tx.execute(sql`select setval(pg_get_serial_sequence('sys_job', 'job_id'), 100, false)`);
  });
  return true;
}
