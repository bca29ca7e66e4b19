import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { type Db, type DatabaseHandle, openDatabase } from '../../src/db/database';
import * as schema from '../../src/db/schema';
import { type KvStore, memoryKvStore, redisKvStore } from '../../src/plugins/kv';
import { clock, getShared, testTempDir } from '../helper';

const SANDBOX_PG_SCHEMA = 'wcm_test_sandbox';

/** An app on its own database and store, for tests that change data at random. */
export interface Sandbox {
  app: FastifyInstance;
  /** Server log lines (JSON) at level warn and above. */
  logs: string[];
  close(): Promise<void>;
}

async function dropSchema(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${SANDBOX_PG_SCHEMA}" CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL: a fresh schema, migrated and seeded. PGlite: an in-memory copy of the shared test
 * database (seconds, where a new data directory takes initdb, migrations and seed).
 */
async function sandboxDatabase(dataDir: string): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    await dropSchema(url);
    return openDatabase({ dataDir, databaseUrl: url, pgSchema: SANDBOX_PG_SCHEMA });
  }
  const { database } = await getShared();
  const source = (database.db as unknown as { $client: PGlite }).$client;
  const copy = await source.clone();
  return {
    db: drizzle({ client: copy as PGlite, schema }) as unknown as Db,
    kind: 'pglite',
    seeded: false,
    close: () => copy.close(),
  };
}

/**
 * A fresh seeded database (PGlite, or a schema of DATABASE_URL) and kv store (memory, or
 * REDIS_URL under its own prefix), so a generated run can create, change and delete anything
 * without touching the data the other tests share.
 */
export async function openSandbox(): Promise<Sandbox> {
  const dataDir = testTempDir('sandbox-');
  const database = await sandboxDatabase(dataDir);
  const now = () => clock.now();
  const kv: KvStore = process.env.REDIS_URL
    ? redisKvStore(
        process.env.REDIS_URL,
        `wcm:test:sandbox-${randomBytes(4).toString('hex')}:`,
        now,
      )
    : memoryKvStore(now);
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = await buildApp({
    database,
    dataDir,
    kv,
    now,
    hostDist: path.join(dataDir, 'no-host-dist'),
    captchaEnabled: false,
    rateLimit: { login: 1_000_000, captcha: 1_000_000 },
    logger: { level: 'warn', stream },
  });
  await app.ready();
  return {
    app,
    logs,
    async close() {
      await app.close();
      await kv.close();
      await database.close();
    },
  };
}
