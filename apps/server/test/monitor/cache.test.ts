import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysOperLog } from '../../src/db/schema';
import { flushOperLogs } from '../../src/plugins/oper-log';
import { expectContract } from '../contract';
import { API, captchaFor, getApp, getShared } from '../helper';
import { prepareMonitor } from './fixtures';
import { admin, adminGet, body, call, expectAnswer, userWith } from '../admin/fixtures';

beforeAll(async () => {
  await prepareMonitor();
  const { kv } = await getShared();
  await kv.set('sys_dict:monitor_test', '[{"dictLabel":"a"}]');
  await kv.set('sys_config:monitor.test', 'value-1');
});

async function sessionKey(): Promise<string> {
  const { kv } = await getShared();
  await admin();
  const [key] = await kv.keys('login_tokens:');
  if (!key) throw new Error('no session key');
  return key;
}

describe('cache monitor', () => {
  it('gives an overview: backend, key counts per namespace, memory, hit rates', async () => {
    const data = (await adminGet('/monitor/cache')).data as {
      backend: string;
      keyCounts: Array<{ cacheName: string; count: number }>;
      totalKeys: number;
      memory: { usedBytes: number };
    };
    expect(data.backend).toBe(process.env.REDIS_URL ? 'redis' : 'memory');
    expect(data.keyCounts.find((c) => c.cacheName === 'login_tokens:')?.count).toBeGreaterThan(0);
    expect(data.keyCounts.find((c) => c.cacheName === 'sys_dict:')?.count).toBeGreaterThan(0);
    expect(data.totalKeys).toBeGreaterThan(0);
    expect(data.memory.usedBytes).toBeGreaterThan(0);
  });

  it("answers in RuoYi's shape: info, dbSize and commandStats, also without Redis", async () => {
    const data = (await adminGet('/monitor/cache')).data as {
      info: Record<string, string>;
      dbSize: number;
      commandStats: Array<{ name: string; value: string }>;
      hits: { hits: number; misses: number } | null;
    };
    // Every INFO field RuoYi-Vue3's monitor/cache page reads.
    for (const key of [
      'redis_version',
      'redis_mode',
      'tcp_port',
      'connected_clients',
      'uptime_in_days',
      'used_memory_human',
      'used_cpu_user_children',
      'maxmemory_human',
      'aof_enabled',
      'rdb_last_bgsave_status',
      'instantaneous_input_kbps',
      'instantaneous_output_kbps',
    ])
      expect(data.info, key).toHaveProperty(key, expect.any(String));
    expect(Number.parseFloat(data.info.used_memory_human ?? '')).toBeGreaterThan(0);
    expect(data.dbSize).toBeGreaterThan(0);
    expect(data.commandStats.length).toBeGreaterThan(0);
    for (const stat of data.commandStats) expect(stat.value).toMatch(/^\d+$/);
    expect(data.commandStats.map((c) => c.name)).toEqual(expect.arrayContaining(['get', 'set']));
    expect(data.hits?.hits).toBeGreaterThan(0);
    if (!process.env.REDIS_URL) {
      const { kv } = await getShared();
      // Honest values for the in-process store: this process is its only client, no port.
      expect(data.info).toMatchObject({
        redis_mode: 'standalone',
        connected_clients: '1',
        tcp_port: '-',
      });
      expect(data.dbSize).toBe((await kv.keys('')).length);
      const gets = Number(data.commandStats.find((c) => c.name === 'get')?.value);
      await kv.get('sys_config:monitor.test');
      const after = body(await call('GET', '/monitor/cache', await admin())).data as typeof data;
      expect(Number(after.commandStats.find((c) => c.name === 'get')?.value)).toBeGreaterThan(gets);
    }
  });

  it('lists names, keys and values of ordinary namespaces', async () => {
    const token = await admin();
    const names = await adminGet('/monitor/cache/getNames');
    const list = names.data as Array<{ cacheName: string; secret: boolean }>;
    expect(list.find((n) => n.cacheName === 'login_tokens:')?.secret).toBe(true);
    expect(list.find((n) => n.cacheName === 'captcha_codes:')?.secret).toBe(true);

    const keys = await adminGet(
      '/monitor/cache/getKeys/sys_config:',
      '/monitor/cache/getKeys/{cacheName}',
    );
    expect(keys.data).toContain('sys_config:monitor.test');

    const value = await call(
      'GET',
      '/monitor/cache/getValue/sys_config:/sys_config:monitor.test',
      token,
    );
    expectContract(value, 'GET', '/monitor/cache/getValue/{cacheName}/{cacheKey}');
    expect(body(value).data).toEqual({
      cacheName: 'sys_config',
      cacheKey: 'monitor.test',
      cacheValue: 'value-1',
      remark: '',
    });
  });

  it('never lists nor shows session tokens or captcha answers, even when asked directly', async () => {
    const token = await admin();
    const key = await sessionKey();
    const app = await getApp();
    const captcha = await captchaFor(app);
    const attempts = [
      '/monitor/cache/getKeys/login_tokens:',
      '/monitor/cache/getKeys/login_tokens',
      '/monitor/cache/getKeys/captcha_codes:',
      `/monitor/cache/getValue/login_tokens:/${key}`,
      `/monitor/cache/getValue/sys_config:/${key}`,
      ...(captcha.uuid
        ? [`/monitor/cache/getValue/captcha_codes:/captcha_codes:${captcha.uuid}`]
        : []),
    ];
    for (const url of attempts) {
      const res = await call('GET', url, token, undefined, { 'accept-language': 'en' });
      expect(body(res).code, url).toBe(500);
      expect(body(res).msg, url).toMatch(/session tokens or captcha answers/);
      expect(res.body).not.toContain(key.slice('login_tokens:'.length));
      if (captcha.code) expect(res.body).not.toContain(`"${captcha.code}"`);
    }
    const overview = await call('GET', '/monitor/cache', token);
    expect(overview.body).not.toContain(key.slice('login_tokens:'.length));
  });

  it('refuses to clear sessions or captcha answers', async () => {
    const token = await admin();
    const key = await sessionKey();
    const byName = await call('DELETE', '/monitor/cache/clearCacheName/login_tokens:', token);
    expectContract(byName, 'DELETE', '/monitor/cache/clearCacheName/{cacheName}');
    expect(body(byName).code).toBe(500);
    await expectAnswer({ code: 500 }, 'DELETE', `/monitor/cache/clearCacheKey/${key}`, token);
    const { kv } = await getShared();
    expect(await kv.get(key)).toBeDefined();
  });

  it('clears a key, a namespace and everything else, and logs each clearing', async () => {
    // Rows of earlier tests still being written would race this test's row for the next id.
    await flushOperLogs();
    const token = await admin();
    const { kv } = await getShared();
    const key = await call('DELETE', '/monitor/cache/clearCacheKey/sys_config:monitor.test', token);
    expectContract(key, 'DELETE', '/monitor/cache/clearCacheKey/{cacheKey}');
    expect(body(key).code).toBe(200);
    expect(await kv.get('sys_config:monitor.test')).toBeUndefined();
    await flushOperLogs();
    const { database } = await getShared();
    const [log] = await database.db
      .select()
      .from(sysOperLog)
      .where(eq(sysOperLog.title, '缓存列表'))
      .orderBy(desc(sysOperLog.operId))
      .limit(1);
    expect(log).toMatchObject({ businessType: 9, operName: 'admin' });
    expect(log?.operUrl).toContain('/monitor/cache/clearCacheKey/');

    await expectAnswer({ code: 200 }, 'DELETE', '/monitor/cache/clearCacheName/sys_dict:', token);
    expect(await kv.keys('sys_dict:')).toEqual([]);

    await kv.set('pwd_err_cnt:someone', '2');
    const all = await call('DELETE', '/monitor/cache/clearCacheAll', token);
    expectContract(all, 'DELETE', '/monitor/cache/clearCacheAll');
    expect(await kv.get('pwd_err_cnt:someone')).toBeUndefined();
    // the admin is still signed in
    await expectAnswer({ code: 200 }, 'GET', '/monitor/cache', token);
    await expectAnswer({ code: 500 }, 'DELETE', '/monitor/cache/clearCacheKey/other:thing', token);
  });

  it('needs monitor:cache:list to read and its own permission to clear', async () => {
    const app = await getApp();
    const anonymous = await app.inject({ method: 'GET', url: `${API}/monitor/cache` });
    expect(anonymous.json()).toMatchObject({ code: 401 });
    const { token } = await userWith(['monitor:cache:list']);
    await expectAnswer({ code: 200 }, 'GET', '/monitor/cache/getNames', token);
    for (const url of [
      '/monitor/cache/clearCacheName/sys_dict:',
      '/monitor/cache/clearCacheKey/sys_dict:x',
      '/monitor/cache/clearCacheAll',
    ]) {
      expect(body(await call('DELETE', url, token)), url).toMatchObject({ code: 403 });
    }
    const { token: nobody } = await userWith([]);
    expect(body(await call('GET', '/monitor/cache', nobody))).toMatchObject({ code: 403 });
  });
});
