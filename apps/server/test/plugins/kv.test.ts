import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type KvStore, memoryKvStore, redisKvStore } from '../../src/plugins/kv';
import { createSessionStore } from '../../src/plugins/sessions';

const stores: Array<[string, () => KvStore]> = [['memory', () => memoryKvStore()]];
const redisUrl = process.env.REDIS_URL;
if (redisUrl)
  stores.push([
    'redis',
    () => redisKvStore(redisUrl, `wcm:test:kv-${randomBytes(4).toString('hex')}:`),
  ]);

const opened: KvStore[] = [];
afterAll(async () => {
  for (const kv of opened) await kv.close();
});

describe.each(stores)('%s kv store', (backend, open) => {
  const kv = open();
  opened.push(kv);

  it('names its backend', () => {
    expect(kv.backend).toBe(backend);
  });

  it('setIfExists writes only a key that is still there', async () => {
    expect(await kv.setIfExists('absent', 'x', 60_000)).toBe(false);
    expect(await kv.get('absent')).toBeUndefined();
    await kv.set('present', 'a', 60_000);
    expect(await kv.setIfExists('present', 'b', 60_000)).toBe(true);
    expect(await kv.get('present')).toBe('b');
  });

  it('increment counts atomically under concurrency and restarts its window', async () => {
    const key = `counter-${randomBytes(3).toString('hex')}`;
    const counts = await Promise.all(Array.from({ length: 50 }, () => kv.increment(key, 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await kv.increment(key, 60_000)).toBe(51);
    await kv.delete(key);
    expect(await kv.increment(key, 60_000)).toBe(1);
  });

  it('a session removed while a request resolves it stays removed', async () => {
    const sessions = createSessionStore(kv, Date.now);
    const { token } = await sessions.create({
      userId: 1,
      userName: 'admin',
      deptId: null,
      ipaddr: '127.0.0.1',
      browser: '',
      os: '',
    });
    // Remove between resolve()'s read and its sliding write.
    const get = kv.get.bind(kv);
    kv.get = async (key) => {
      const value = await get(key);
      await kv.delete(key);
      return value;
    };
    try {
      expect(await sessions.resolve(token)).toBeUndefined();
    } finally {
      kv.get = get;
    }
    expect(await sessions.resolve(token)).toBeUndefined();
  });
});
