import { beforeAll } from 'vitest';
import { seedMonitor } from '../../src/db/seed/monitor';
import { schedulerOf } from '../../src/routes/monitor/index';
import { getApp, getShared } from '../helper';

/**
 * Common set-up of the monitor tests: the suite shares one app, so its scheduler timer is
 * stopped (tests drive time with `tick(at)`), and the monitor seed is applied (the lead wires
 * seedMonitor into seed.ts; until then whichever file runs first seeds).
 */
export async function prepareMonitor(): Promise<void> {
  await schedulerOf(await getApp()).stop();
  await seedMonitor((await getShared()).database.db);
}

/** Runs prepareMonitor before the file's tests. */
export function usePreparedMonitor(): void {
  beforeAll(async () => {
    await prepareMonitor();
  });
}
