import { Redis } from 'ioredis';

/** Removes the Redis keys test runs create (each run uses its own `wcm:test:<id>:` prefix). */
export async function teardown() {
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
