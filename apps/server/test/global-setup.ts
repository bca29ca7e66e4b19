import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';

let runDir: string | undefined;

/** One temporary parent folder per run (PGlite data is ~40 MB); removed in teardown. */
export function setup() {
  runDir = mkdtempSync(path.join(tmpdir(), 'wcm-server-run-'));
  process.env.WCM_TEST_TMP = runDir;
}

/** Removes the Redis keys test runs create (each run uses its own `wcm:test:<id>:` prefix). */
export async function teardown() {
  if (runDir) rmSync(runDir, { recursive: true, force: true });
  const url = process.env.REDIS_URL;
  if (!url) return;
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'wcm:test:*', 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
