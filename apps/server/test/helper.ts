import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { sysConfig } from '../src/db/schema';
import { type KvStore, memoryKvStore, redisKvStore } from '../src/plugins/kv';
import type { DomainConfig } from '../src/services/domains/config';

/** Manually advanced clock shared by the test apps (no sleeping in tests). */
export const clock = {
  offset: 0,
  now(): number {
    return Date.now() + this.offset;
  },
  advance(ms: number) {
    this.offset += ms;
  },
};
const now = () => clock.now();

export const TEST_PG_SCHEMA = 'wcm_test';

interface Shared {
  database: DatabaseHandle;
  kv: KvStore;
  dataDir: string;
  app: FastifyInstance;
}

let shared: Promise<Shared> | undefined;
const generousLimits = { login: 100_000, captcha: 100_000, siteRead: 100_000, siteWrite: 100_000 };

/** Drops a PostgreSQL schema of the test database (a fresh start for the next open). */
export async function dropPgSchema(url: string, schema = TEST_PG_SCHEMA) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** The kv store tests use: Redis under a prefix of its own when REDIS_URL is set, else memory. */
export function testKvStore(label: string): KvStore {
  return process.env.REDIS_URL
    ? redisKvStore(
        process.env.REDIS_URL,
        `wcm:test:${label}${process.pid}-${randomBytes(4).toString('hex')}:`,
        now,
      )
    : memoryKvStore(now);
}

/** A fresh temporary folder inside this run's folder (removed by the global teardown). */
export function testTempDir(prefix: string): string {
  return mkdtempSync(path.join(process.env.WCM_TEST_TMP ?? tmpdir(), prefix));
}

async function createShared(): Promise<Shared> {
  const dataDir = testTempDir('data-');
  const url = process.env.DATABASE_URL;
  if (url) await dropPgSchema(url);
  const database = await openDatabase({
    dataDir,
    databaseUrl: url,
    pgSchema: url ? TEST_PG_SCHEMA : undefined,
  });
  const kv = testKvStore('');
  // The whole suite signs in far more often than a person could; rate limits get their own test.
  const app = await buildApp({
    database,
    dataDir,
    kv,
    now,
    hostDist: path.join(dataDir, 'no-host-dist'),
    rateLimit: generousLimits,
    domains: testDomains,
  });
  await app.ready();
  return { database, kv, dataDir, app };
}

/** The shared app (one database per worker, captcha on as seeded). */
/**
 * Domain settings of the shared app, fixed whichever test file builds it first (the environment
 * is not); the domains test points `dnsServers` at the DNS server it starts.
 */
export const testDomains: DomainConfig = {
  serverIp: '198.51.100.7',
  dnsServers: ['127.0.0.1:9'],
  dnsTimeoutMs: 2000,
  platformHost: 'wcm-sites.com',
  sslDir: '/etc/nginx/ssl/wcm',
  upstream: 'http://127.0.0.1:8080',
};

export async function getApp(): Promise<FastifyInstance> {
  shared ??= createShared();
  return (await shared).app;
}

/** Builds the shared app before the file's tests, in a hook of its own (not in a test's time). */
export function useSharedApp(): void {
  beforeAll(async () => {
    await getApp();
  });
}

export async function getShared(): Promise<Shared> {
  shared ??= createShared();
  return shared;
}

/** Another app on the same database and store, with different options (cheap: no new DB). */
export async function buildExtraApp(
  options: Partial<BuildAppOptions> = {},
): Promise<FastifyInstance> {
  const { database, kv, dataDir } = await getShared();
  const app = await buildApp({
    database,
    kv,
    now,
    hostDist: path.join(dataDir, 'no-host-dist'),
    rateLimit: generousLimits,
    ...options,
  });
  await app.ready();
  return app;
}

export const API = '/prod-api';

/** Solves the captcha in-process and signs in; returns the token. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password = 'admin123',
): Promise<string> {
  const res = await login(app, username, password);
  const body = res.json<{ code: number; msg: string; token?: string }>();
  if (body.code !== 200 || !body.token) throw new Error(`login as ${username} failed: ${body.msg}`);
  return body.token;
}

export async function captchaFor(app: FastifyInstance): Promise<{ uuid?: string; code?: string }> {
  const res = await app.inject({ method: 'GET', url: `${API}/captchaImage` });
  const body = res.json<{ captchaEnabled: boolean; uuid?: string }>();
  if (!body.captchaEnabled || !body.uuid) return {};
  return { uuid: body.uuid, code: await app.captcha.peekAnswer(body.uuid) };
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const captcha = await captchaFor(app);
  return app.inject({
    method: 'POST',
    url: `${API}/login`,
    headers,
    payload: { username, password, ...captcha },
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What an API request carries besides its method and URL. */
export interface ApiRequest {
  token?: string;
  payload?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * Injects `method ${API}${url}`: the bearer token when given, then `headers`; JSON payloads for
 * objects.
 */
export function injectApi(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { token, payload, query, headers }: ApiRequest = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(query ? { query } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Sets a sys_config parameter directly in the database. */
export async function setConfig(key: string, value: string): Promise<void> {
  const { database } = await getShared();
  await database.db
    .update(sysConfig)
    .set({ configValue: value })
    .where(eq(sysConfig.configKey, key));
}
