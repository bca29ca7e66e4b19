import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { maskDatabaseUrl } from '../../src/services/monitor/db-facts';
import { ruoyiFileSize } from '../../src/services/monitor/sizes';
import { expectContract } from '../contract';
import { API, getApp } from '../helper';
import { usePreparedMonitor } from './fixtures';
import { admin, adminGet, body, call, expectAnswer, userWith } from '../admin/fixtures';

usePreparedMonitor();

describe('server facts', () => {
  it('reports CPU, memory, the Node process, the data disk and runtime facts', async () => {
    const res = await call('GET', '/monitor/server', await admin());
    expectContract(res, 'GET', '/monitor/server');
    const data = body(res).data as {
      cpu: { cpuNum: number; used: number; free: number };
      mem: { total: number; usage: number; totalBytes: number };
      node: { version: string; pid: number; heapUsed: number };
      sys: { osArch: string };
      sysFiles: Array<{ dirName: string; totalBytes: number }>;
    };
    expect(data.cpu.cpuNum).toBeGreaterThan(0);
    expect(data.cpu.used + data.cpu.free).toBeLessThanOrEqual(100.01);
    expect(data.mem.totalBytes).toBeGreaterThan(0);
    expect(data.node).toMatchObject({ version: process.version, pid: process.pid });
    expect(data.sys.osArch).toBe(process.arch);
    expect(data.sysFiles[0]?.totalBytes).toBeGreaterThan(0);
    // no paths, no environment
    expect(res.body).not.toContain(process.cwd());
    expect(res.body).not.toContain(process.execPath);
    if (process.env.DATABASE_URL) expect(res.body).not.toContain(process.env.DATABASE_URL);
  });

  it("answers in RuoYi's Server shape: mem in GB, jvm in MB, sys and sysFiles sizes as text", async () => {
    const res = await call('GET', '/monitor/server', await admin(), undefined, {
      'accept-language': 'en',
    });
    expectContract(res, 'GET', '/monitor/server');
    const data = body(res).data as Record<string, Record<string, unknown>> & {
      sysFiles: Array<Record<string, unknown>>;
    };
    // The fields RuoYi-Vue3's monitor/server page reads.
    for (const key of ['cpuNum', 'used', 'sys', 'free', 'wait', 'total'])
      expect(data.cpu, `cpu.${key}`).toHaveProperty(key, expect.any(Number));
    const gb = os.totalmem() / 1024 ** 3;
    expect(data.mem?.total).toBeCloseTo(gb, 1);
    for (const key of ['used', 'free', 'usage'])
      expect(data.mem, `mem.${key}`).toHaveProperty(key, expect.any(Number));
    expect(data.jvm).toMatchObject({
      name: expect.stringMatching(/^Node\.js/),
      version: process.version,
      home: expect.any(String),
      startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      runTime: expect.stringMatching(/^\d+ d \d+ h \d+ min$/),
      inputArgs: expect.stringMatching(/^\[.*\]$/),
    });
    const jvm = data.jvm as { total: number; max: number; free: number; used: number };
    expect(jvm.total).toBeGreaterThan(1); // MB, not bytes
    expect(jvm.total).toBeLessThan(jvm.max);
    expect(jvm.used + jvm.free).toBeCloseTo(jvm.total, 1);
    expect(data.sys).toMatchObject({
      computerName: expect.any(String),
      computerIp: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/),
      userDir: expect.any(String),
      osName: expect.any(String),
      osArch: process.arch,
    });
    expect(data.sysFiles[0]).toMatchObject({
      dirName: expect.any(String),
      sysTypeName: expect.any(String),
      typeName: 'Data directory',
      total: expect.stringMatching(/^\d+(\.\d)? (GB|MB|KB|B)$/),
      free: expect.stringMatching(/^\d+(\.\d)? (GB|MB|KB|B)$/),
      used: expect.stringMatching(/^\d+(\.\d)? (GB|MB|KB|B)$/),
      usage: expect.any(Number),
    });
    const zh = body(await call('GET', '/monitor/server', await admin())).data as {
      jvm: { runTime: string };
    };
    expect(zh.jvm.runTime).toMatch(/^\d+天\d+小时\d+分钟$/);
  });

  it('formats sizes as RuoYi does', () => {
    expect(ruoyiFileSize(10)).toBe('10 B');
    expect(ruoyiFileSize(64 * 1024)).toBe('64.0 KB');
    expect(ruoyiFileSize(512 * 1024 ** 2)).toBe('512 MB');
    expect(ruoyiFileSize(1.25 * 1024 ** 3)).toBe('1.3 GB');
  });
});

describe('database facts', () => {
  it('reports kind, version, size, masked connection and per-table rows and sizes', async () => {
    const data = (await adminGet('/monitor/data')).data as {
      kind: string;
      version: string;
      sizeBytes: number;
      connection: { url: string | null; embedded: boolean };
      tables: Array<{ tableName: string; rowCount: number; exact: boolean; totalBytes: number }>;
    };
    expect(data.kind).toBe(process.env.DATABASE_URL ? 'postgresql' : 'pglite');
    expect(data.version).toMatch(/^PostgreSQL \d+/);
    expect(data.sizeBytes).toBeGreaterThan(0);
    const users = data.tables.find((t) => t.tableName === 'sys_user');
    expect(users?.exact).toBe(true);
    expect(users?.rowCount).toBeGreaterThanOrEqual(2);
    expect(users?.totalBytes).toBeGreaterThan(0);
    expect(data.tables.find((t) => t.tableName === 'sys_job')).toBeDefined();
    expect(data.connection.embedded).toBe(!process.env.DATABASE_URL);
  });

  it('masks passwords in connection URLs', () => {
    expect(maskDatabaseUrl('postgres://app:s3cret@db.example:5432/wcm?password=x')).toBe(
      'postgres://app:******@db.example:5432/wcm',
    );
    expect(maskDatabaseUrl('postgres://postgres@127.0.0.1:5432/test')).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
    expect(maskDatabaseUrl('not a url')).toBe('******');
    expect(maskDatabaseUrl(undefined)).toBeNull();
  });
});

describe('API document', () => {
  it('serves the merged OpenAPI document to users with tool:swagger:list only', async () => {
    const app = await getApp();
    const anonymous = await app.inject({ method: 'GET', url: `${API}/tool/swagger` });
    expect(anonymous.json()).toMatchObject({ code: 401 });
    expectContract(anonymous, 'GET', '/tool/swagger');
    const { token: nobody } = await userWith([]);
    expect(body(await call('GET', '/tool/swagger', nobody))).toMatchObject({ code: 403 });

    const { token } = await userWith(['tool:swagger:list']);
    const res = await call('GET', '/tool/swagger', token);
    expectContract(res, 'GET', '/tool/swagger');
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(doc.paths['/monitor/job/list']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("serves it as a page at RuoYi's /swagger-ui/index.html, also to a frame sending the Admin-Token cookie", async () => {
    const app = await getApp();
    const url = `${API}/swagger-ui/index.html`;
    const anonymous = await app.inject({ method: 'GET', url });
    expect(anonymous.json()).toMatchObject({ code: 401 });
    const { token: nobody } = await userWith([]);
    const refused = await app.inject({
      method: 'GET',
      url,
      headers: { cookie: `Admin-Token=${encodeURIComponent(nobody)}` },
    });
    expect(refused.json()).toMatchObject({ code: 403 });

    const { token } = await userWith(['tool:swagger:list']);
    for (const headers of [
      { cookie: `sidebarStatus=1; Admin-Token=${encodeURIComponent(token)}` },
      { authorization: `Bearer ${token}` },
    ]) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<code>/monitor/job/list</code>');
      expect(res.body).not.toContain('<script');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('script-src');
    }
    // The cookie is read for this document only, not for the API.
    const api = await app.inject({
      method: 'GET',
      url: `${API}/tool/swagger`,
      headers: { cookie: `Admin-Token=${encodeURIComponent(token)}` },
    });
    expect(api.json()).toMatchObject({ code: 401 });
  });

  it('refuses server and data facts without their permissions', async () => {
    const { token } = await userWith(['monitor:server:list']);
    await expectAnswer({ code: 200 }, 'GET', '/monitor/server', token);
    expect(body(await call('GET', '/monitor/data', token))).toMatchObject({ code: 403 });
    const { token: data } = await userWith(['monitor:data:list']);
    await expectAnswer({ code: 200 }, 'GET', '/monitor/data', data);
    expect(body(await call('GET', '/monitor/server', data))).toMatchObject({ code: 403 });
  });
});
