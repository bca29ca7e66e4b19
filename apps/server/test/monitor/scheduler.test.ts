import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sysJob, sysJobLog } from '../../src/db/schema';
import { schedulerOf } from '../../src/routes/monitor/index';
import type { JobHandler, JobRegistry } from '../../src/services/monitor/job-registry';
import { JobScheduler, MAX_CATCH_UP } from '../../src/services/monitor/scheduler';
import { buildExtraApp, getApp, getShared } from '../helper';
import { prepareMonitor } from './fixtures';

// Due times far from the real clock, so no background timer could ever pick them up.
const T = Date.parse('2031-03-01T00:00:00Z');
const SECOND = 1000;

let db: Awaited<ReturnType<typeof getShared>>['database']['db'];
let kv: Awaited<ReturnType<typeof getShared>>['kv'];
let second: FastifyInstance;

async function insertJob(values: Partial<typeof sysJob.$inferInsert>) {
  const [row] = await db
    .insert(sysJob)
    .values({
      jobName: 'sched-test',
      invokeTarget: 'test.count',
      cronExpression: '0/30 * * * * ?',
      misfirePolicy: '2',
      concurrent: '0',
      status: '0',
      nextFireTime: new Date(T),
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

const logsOf = (jobId: number) => db.select().from(sysJobLog).where(eq(sysJobLog.jobId, jobId));

/** A registry whose handlers count calls and can be held open. */
function testRegistry() {
  const state = { calls: 0, started: 0, release: () => {} };
  let gate: Promise<void> = Promise.resolve();
  const handlers: Record<string, JobHandler> = {
    'test.count': {
      label: 'success',
      params: [],
      run: async () => {
        state.calls++;
        return 'counted';
      },
    },
    'test.slow': {
      label: 'success',
      params: [],
      run: async () => {
        state.started++;
        await gate;
        return 'slow done';
      },
    },
    'test.fail': {
      label: 'success',
      params: [],
      run: async () => {
        throw new Error(`boom ${'x'.repeat(3000)}`);
      },
    },
  };
  const hold = () => {
    gate = new Promise((resolve) => {
      state.release = resolve;
    });
  };
  return { registry: new Map(Object.entries(handlers)) as JobRegistry, state, hold };
}

beforeAll(async () => {
  ({ kv } = await getShared());
  db = (await getShared()).database.db;
  second = await buildExtraApp();
  // started by the area plugin when the app became ready
  expect(schedulerOf(second).started).toBe(true);
  await prepareMonitor();
  await schedulerOf(second).stop();
});

afterEach(async () => {
  // Each test starts with no active test job.
  await db
    .update(sysJob)
    .set({ status: '1', nextFireTime: null })
    .where(eq(sysJob.jobName, 'sched-test'));
});

afterAll(async () => {
  const other = schedulerOf(second);
  await second.close();
  // stopped with the app
  expect(other.started).toBe(false);
});

describe('scheduler across two app instances on one database', () => {
  it('runs each due time once', async () => {
    const first = schedulerOf(await getApp());
    const other = schedulerOf(second);
    expect(first).not.toBe(other);
    const job = await insertJob({
      invokeTarget: 'statistics.refresh',
      cronExpression: '0/10 * * * * ?',
    });
    for (let round = 0; round < 4; round++) {
      const at = T + round * 10 * SECOND + 500;
      const [a, b] = await Promise.all([first.tick(at), other.tick(at)]);
      expect(a.length + b.length, `round ${round}`).toBe(1);
    }
    const logs = await logsOf(job.jobId);
    expect(logs).toHaveLength(4);
    expect(
      logs.every((l) => l.status === '0' && l.jobMessage.startsWith('sched-test 总共耗时')),
    ).toBe(true);
    const [after] = await db.select().from(sysJob).where(eq(sysJob.jobId, job.jobId));
    expect(after?.nextFireTime?.getTime()).toBe(T + 40 * SECOND);
  });

  it('leaves paused jobs alone', async () => {
    const job = await insertJob({ status: '1', invokeTarget: 'statistics.refresh' });
    expect(await schedulerOf(second).tick(T + 500)).toEqual([]);
    expect(await logsOf(job.jobId)).toHaveLength(0);
  });
});

describe('misfire policies', () => {
  const late = T + 2 * 60 * SECOND; // 120 s late: a misfire (threshold 60 s)

  it.each([
    ['3', 0],
    ['2', 1],
    ['0', 1],
    ['1', 5], // every missed time: T, +30, +60, +90, +120
  ])('policy %s runs %i times after a misfire', async (policy, runs) => {
    const { registry, state } = testRegistry();
    const scheduler = new JobScheduler({ db, kv, registry });
    const job = await insertJob({ misfirePolicy: policy });
    await scheduler.tick(late);
    expect(state.calls).toBe(runs);
    expect(await logsOf(job.jobId)).toHaveLength(runs);
    const [after] = await db.select().from(sysJob).where(eq(sysJob.jobId, job.jobId));
    expect(after?.nextFireTime?.getTime()).toBe(late + 30 * SECOND);
  });

  it('caps catching up at MAX_CATCH_UP runs', async () => {
    const { registry, state } = testRegistry();
    const scheduler = new JobScheduler({ db, kv, registry });
    await insertJob({ misfirePolicy: '1' });
    await scheduler.tick(T + 60 * 60 * SECOND);
    expect(state.calls).toBe(MAX_CATCH_UP);
  });

  it('runs on-time jobs once whatever the policy', async () => {
    const { registry, state } = testRegistry();
    const scheduler = new JobScheduler({ db, kv, registry });
    await insertJob({ misfirePolicy: '3' });
    await scheduler.tick(T + 2 * SECOND);
    expect(state.calls).toBe(1);
  });
});

describe('concurrency flag', () => {
  it('forbidden (1): a second run while one is in progress is refused, in any process', async () => {
    const { registry, state, hold } = testRegistry();
    const one = new JobScheduler({ db, kv, registry });
    const two = new JobScheduler({ db, kv, registry });
    const job = await insertJob({ invokeTarget: 'test.slow', concurrent: '1', status: '1' });
    hold();
    const running = one.runOnce(job.jobId);
    await expect.poll(() => state.started).toBe(1);
    expect(await two.runOnce(job.jobId)).toBe('busy');
    expect(await one.runOnce(job.jobId)).toBe('busy');
    state.release();
    expect(await running).toBe('ok');
    expect(await two.runOnce(job.jobId)).toBe('ok');
    expect(await logsOf(job.jobId)).toHaveLength(2);
  });

  it('allowed (0): runs overlap', async () => {
    const { registry, state, hold } = testRegistry();
    const scheduler = new JobScheduler({ db, kv, registry });
    const job = await insertJob({ invokeTarget: 'test.slow', concurrent: '0', status: '1' });
    hold();
    const a = scheduler.runOnce(job.jobId);
    const b = scheduler.runOnce(job.jobId);
    await expect.poll(() => state.started).toBe(2);
    state.release();
    expect(await Promise.all([a, b])).toEqual(['ok', 'ok']);
  });
});

describe('job log of a run', () => {
  it('records a failure with its truncated exception, without the stack', async () => {
    const { registry } = testRegistry();
    const scheduler = new JobScheduler({ db, kv, registry });
    const job = await insertJob({ invokeTarget: 'test.fail', status: '1' });
    expect(await scheduler.runOnce(job.jobId)).toBe('failed');
    const [log] = await logsOf(job.jobId);
    expect(log?.status).toBe('1');
    expect(log?.exceptionInfo.startsWith('Error: boom xxx')).toBe(true);
    expect(log?.exceptionInfo.length).toBe(2000);
    expect(log?.exceptionInfo).not.toContain('    at ');
    expect(log?.startTime).toBeInstanceOf(Date);
    expect(log?.endTime).toBeInstanceOf(Date);
  });

  it('never calls anything for a target outside the registry (e.g. a RuoYi row)', async () => {
    const { registry, state } = testRegistry();
    const scheduler = new JobScheduler({ db, kv, registry });
    const job = await insertJob({ invokeTarget: 'ryTask.ryNoParams', status: '1' });
    expect(await scheduler.runOnce(job.jobId)).toBe('failed');
    expect(state.calls + state.started).toBe(0);
    const [log] = await logsOf(job.jobId);
    expect(log?.exceptionInfo).toContain('Unknown job handler: ryTask.ryNoParams');
  });

  it('answers undefined for a job that does not exist', async () => {
    expect(await schedulerOf(second).runOnce(987654)).toBeUndefined();
  });
});
