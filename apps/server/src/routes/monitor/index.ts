import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { JobScheduler } from '../../services/monitor/scheduler';
import { addFormBodyParser } from '../../lib/form-body';
import { cacheRoutes } from './cache';
import { factsRoutes } from './facts';
import { genRoutes } from './gen';
import { genCodeRoutes } from './gen-code';
import { jobRoutes } from './job';
import { jobLogRoutes } from './job-log';
import { onlineRoutes } from './online';

/** What the monitor area needs from the app; app.ts may pass these (defaults from the environment). */
export interface MonitorRoutesOptions {
  /** Clock of the scheduler, sessions view and job times. @default Date.now */
  now?: () => number;
  /** Directory whose disk `/monitor/server` reports. @default DATA_DIR or ./data (else the cwd) */
  dataDir?: string;
  /** Shown masked on `/monitor/data`. @default DATABASE_URL */
  databaseUrl?: string | undefined;
  /** Redis read for INFO on `/monitor/cache`. @default REDIS_URL */
  redisUrl?: string | undefined;
  /** Start the scheduler timer on ready. @default true */
  scheduler?: boolean;
}

// Keyed by the app's route manifest array: one per root app, shared by its child contexts.
const schedulers = new WeakMap<object, JobScheduler>();

/** The job scheduler of an app (tests drive it with `tick(at)`). */
export function schedulerOf(app: FastifyInstance): JobScheduler {
  const scheduler = schedulers.get(app.routeManifest);
  if (!scheduler) throw new Error('the monitor routes are not registered on this app');
  return scheduler;
}

function defaultDataDir(): string {
  const dir = path.resolve(process.env.DATA_DIR || './data');
  return existsSync(dir) ? dir : process.cwd();
}

/** Monitoring and tool routes (issue 8). */
export async function monitorRoutes(app: FastifyInstance, options: MonitorRoutesOptions = {}) {
  const now = options.now ?? Date.now;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  let redis: Redis | undefined;
  const redisClient = () => {
    if (!redisUrl) return undefined;
    redis ??= new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    return redis;
  };
  const scheduler = new JobScheduler({ db: app.db, kv: app.kv, now, log: app.log });
  schedulers.set(app.routeManifest, scheduler);
  if (options.scheduler !== false) app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await redis?.quit().catch(() => redis?.disconnect());
  });

  addFormBodyParser(app);
  await app.register(onlineRoutes);
  await app.register(jobRoutes, { scheduler, now });
  await app.register(jobLogRoutes);
  await app.register(cacheRoutes, { redis: redisClient });
  await app.register(factsRoutes, {
    now,
    dataDir: options.dataDir ?? defaultDataDir(),
    databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
  });
  await app.register(genRoutes);
  await app.register(genCodeRoutes);
}
