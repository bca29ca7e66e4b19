import { beforeAll, describe, expect, it } from 'vitest';
import { maskDatabaseUrl } from '../../src/services/monitor/db-facts';
import { expectContract } from '../contract';
import { API, getApp } from '../helper';
import { prepareMonitor } from './fixtures';
import { admin, body, call, userWith } from '../admin/fixtures';

beforeAll(async () => {
  await prepareMonitor();
});

describe('server facts', () => {
  it('reports CPU, memory, the Node process, the data disk and runtime facts', async () => {
    const res = await call('GET', '/monitor/server', await admin());
    expectContract(res, 'GET', '/monitor/server');
    const data = body(res).data as {
      cpu: { cpuNum: number; used: number; free: number };
      mem: { total: number; usage: number };
      node: { version: string; pid: number; heapUsed: number };
      sys: { osArch: string };
      sysFiles: Array<{ dirName: string; total: number }>;
    };
    expect(data.cpu.cpuNum).toBeGreaterThan(0);
    expect(data.cpu.used + data.cpu.free).toBeLessThanOrEqual(100.01);
    expect(data.mem.total).toBeGreaterThan(0);
    expect(data.node).toMatchObject({ version: process.version, pid: process.pid });
    expect(data.sys.osArch).toBe(process.arch);
    expect(data.sysFiles[0]?.total).toBeGreaterThan(0);
    // no paths, no environment
    expect(res.body).not.toContain(process.cwd());
    if (process.env.DATABASE_URL) expect(res.body).not.toContain(process.env.DATABASE_URL);
  });
});

describe('database facts', () => {
  it('reports kind, version, size, masked connection and per-table rows and sizes', async () => {
    const res = await call('GET', '/monitor/data', await admin());
    expectContract(res, 'GET', '/monitor/data');
    const data = body(res).data as {
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

  it('refuses server and data facts without their permissions', async () => {
    const { token } = await userWith(['monitor:server:list']);
    expect(body(await call('GET', '/monitor/server', token)).code).toBe(200);
    expect(body(await call('GET', '/monitor/data', token))).toMatchObject({ code: 403 });
    const { token: data } = await userWith(['monitor:data:list']);
    expect(body(await call('GET', '/monitor/data', data)).code).toBe(200);
    expect(body(await call('GET', '/monitor/server', data))).toMatchObject({ code: 403 });
  });
});
