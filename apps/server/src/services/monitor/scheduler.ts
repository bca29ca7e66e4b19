import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { sysJob, sysJobLog } from '../../db/schema/monitor';
import type { KvStore } from '../../plugins/kv';
import { nextRun, nextRuns } from './cron';
import { parseInvokeTarget } from './invoke-target';
import { checkArgs, type JobRegistry, jobRegistry } from './job-registry';

type JobRow = typeof sysJob.$inferSelect;

export interface SchedulerOptions {
  db: Db;
  kv: KvStore;
  now?: () => number;
  registry?: JobRegistry;
  log?: FastifyBaseLogger;
  /** A run later than this is a misfire and follows the job's misfire policy. @default 60 s (Quartz) */
  misfireThresholdMs?: number;
  /** A run marked in progress for longer than this is taken as crashed. @default 1 h */
  staleRunMs?: number;
  /** Timer period of `start()`. @default 1 s */
  intervalMs?: number;
}

/** How one run ended. */
export type RunOutcome = 'ok' | 'failed' | 'busy';

/** Most missed runs a job with misfire policy 1 catches up at once. */
export const MAX_CATCH_UP = 10;
const MESSAGE_MAX = 500;
const EXCEPTION_MAX = 2000;

/** The time a job should next fire at: null while paused or when the expression has no future run. */
export function fireTimeFor(cronExpression: string, status: string, at: number): Date | null {
  return status === '0' ? nextRun(cronExpression, new Date(at)) : null;
}

/**
 * In-process scheduler over sys_job. Each due run is claimed with an atomic
 * `UPDATE … WHERE next_fire_time = <due> RETURNING`, so with several processes on one database
 * only the process whose update matched runs it.
 */
export class JobScheduler {
  private readonly now: () => number;
  private readonly registry: JobRegistry;
  private readonly misfireMs: number;
  private readonly staleMs: number;
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private scanning = false;
  private readonly inFlight = new Set<Promise<RunOutcome>>();

  constructor(private readonly options: SchedulerOptions) {
    this.now = options.now ?? Date.now;
    this.registry = options.registry ?? jobRegistry;
    this.misfireMs = options.misfireThresholdMs ?? 60_000;
    this.staleMs = options.staleRunMs ?? 60 * 60 * 1000;
    this.intervalMs = options.intervalMs ?? 1000;
  }

  /** Whether the periodic scan is running. */
  get started(): boolean {
    return this.timer !== undefined;
  }

  /** Starts the periodic scan (idempotent). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.scanning) return;
      void this.scan(this.now()).catch((err: unknown) =>
        this.options.log?.error({ err }, 'job scheduler scan failed'),
      );
    }, this.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for runs in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.inFlight]);
  }

  /** One scan at `at` (tests drive time with it); resolves when the runs it started ended. */
  async tick(at: number = this.now()): Promise<RunOutcome[]> {
    return Promise.all(await this.scan(at));
  }

  /** Runs a job once now, whatever its status (RuoYi `run`); undefined when it does not exist. */
  async runOnce(jobId: number): Promise<RunOutcome | undefined> {
    const job = (await this.options.db.select().from(sysJob).where(eq(sysJob.jobId, jobId)))[0];
    if (!job) return undefined;
    return this.track(this.execute(job));
  }

  private async scan(at: number): Promise<Promise<RunOutcome>[]> {
    this.scanning = true;
    try {
      const { db } = this.options;
      const due = await db
        .select()
        .from(sysJob)
        .where(and(eq(sysJob.status, '0'), lte(sysJob.nextFireTime, new Date(at))))
        .orderBy(asc(sysJob.nextFireTime))
        .limit(100);
      const started: Promise<RunOutcome>[] = [];
      for (const job of due) {
        const dueAt = job.nextFireTime;
        if (!dueAt) continue;
        const claimed = await db
          .update(sysJob)
          .set({ nextFireTime: nextRun(job.cronExpression, new Date(at)) })
          .where(
            and(
              eq(sysJob.jobId, job.jobId),
              eq(sysJob.status, '0'),
              eq(sysJob.nextFireTime, dueAt),
            ),
          )
          .returning({ jobId: sysJob.jobId });
        if (claimed.length === 0) continue; // another process took this run
        for (let i = this.firesFor(job, dueAt.getTime(), at); i > 0; i--)
          started.push(this.track(this.execute(job)));
      }
      return started;
    } finally {
      this.scanning = false;
    }
  }

  /** Runs owed for a claimed due time: 1 on time; on a misfire as the job's policy says. */
  private firesFor(job: JobRow, dueAt: number, at: number): number {
    if (at - dueAt <= this.misfireMs) return 1;
    switch (job.misfirePolicy) {
      case '3':
        return 0; // do nothing: wait for the next regular time
      case '1': {
        // run every missed time now (capped)
        const missed = nextRuns(job.cronExpression, new Date(dueAt - 1), MAX_CATCH_UP).filter(
          (d) => d.getTime() <= at,
        );
        return Math.max(1, missed.length);
      }
      default:
        return 1; // '0' (default) and '2': run once now
    }
  }

  private track(run: Promise<RunOutcome>): Promise<RunOutcome> {
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run)).catch(() => undefined);
    return run;
  }

  private async execute(job: JobRow): Promise<RunOutcome> {
    const { db, kv } = this.options;
    const exclusive = job.concurrent !== '0';
    if (exclusive) {
      const at = this.now();
      const locked = await db
        .update(sysJob)
        .set({ runningSince: new Date(at) })
        .where(
          and(
            eq(sysJob.jobId, job.jobId),
            or(isNull(sysJob.runningSince), lt(sysJob.runningSince, new Date(at - this.staleMs))),
          ),
        )
        .returning({ jobId: sysJob.jobId });
      if (locked.length === 0) {
        // Concurrent runs forbidden and one is in progress (here or in another process).
        this.options.log?.info({ jobId: job.jobId }, 'job run skipped: previous run in progress');
        return 'busy';
      }
    }
    const start = this.now();
    let summary = '';
    let failure: string | undefined;
    try {
      const target = parseInvokeTarget(job.invokeTarget);
      const handler = target ? this.registry.get(target.handler) : undefined;
      if (!target || !handler) throw new Error(`Unknown job handler: ${job.invokeTarget}`);
      const misfit = checkArgs(handler, target.args);
      if (misfit) throw new Error(`Bad argument "${misfit}" for ${target.handler}`);
      summary = await handler.run({ db, kv, now: this.now, args: target.args });
    } catch (error) {
      // The stack goes to the server log only; the job log keeps the name and message.
      this.options.log?.warn({ err: error, jobId: job.jobId }, 'job run failed');
      failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    } finally {
      if (exclusive)
        await db
          .update(sysJob)
          .set({ runningSince: null })
          .where(eq(sysJob.jobId, job.jobId))
          .catch((err: unknown) => this.options.log?.error({ err }, 'job unlock failed'));
    }
    const end = this.now();
    const message = `${job.jobName} 总共耗时：${end - start}毫秒${summary ? ` ${summary}` : ''}`;
    await db.insert(sysJobLog).values({
      jobId: job.jobId,
      jobName: job.jobName,
      jobGroup: job.jobGroup,
      invokeTarget: job.invokeTarget,
      jobMessage: message.slice(0, MESSAGE_MAX),
      status: failure ? '1' : '0',
      exceptionInfo: (failure ?? '').slice(0, EXCEPTION_MAX),
      startTime: new Date(start),
      endTime: new Date(end),
      createTime: new Date(end),
    });
    return failure ? 'failed' : 'ok';
  }
}
