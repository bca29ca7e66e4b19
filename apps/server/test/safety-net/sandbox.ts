import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { type Db, type DatabaseHandle, openDatabase } from '../../src/db/database';
import * as schema from '../../src/db/schema';
import { createTableWrites } from '../../src/db/table-writes';
import { buildExtraApp, dropPgSchema, getShared, testKvStore, testTempDir } from '../helper';

const SANDBOX_PG_SCHEMA = 'wcm_test_sandbox';

/** An app on its own database and store, for tests that change data at random. */
export interface Sandbox {
  app: FastifyInstance;
  /** Server log lines (JSON) at level warn and above. */
  logs: string[];
  close(): Promise<void>;
}

/**
 * PostgreSQL: a fresh schema, migrated and seeded. PGlite: an in-memory copy of the shared test
 * database (seconds, where a new data directory takes initdb, migrations and seed).
 */
async function sandboxDatabase(dataDir: string): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    await dropPgSchema(url, SANDBOX_PG_SCHEMA);
    return openDatabase({ dataDir, databaseUrl: url, pgSchema: SANDBOX_PG_SCHEMA });
  }
  const { database } = await getShared();
  const source = (database.db as unknown as { $client: PGlite }).$client;
  const copy = await source.clone();
  // The access cache learns of writes through the statement logger, as on any database.
  const writes = createTableWrites();
  return {
    db: drizzle({ client: copy as PGlite, schema, logger: writes.logger }) as unknown as Db,
    kind: 'pglite',
    seeded: false,
    writes,
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
  const kv = testKvStore('sandbox-');
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = await buildExtraApp({
    database,
    dataDir,
    kv,
    captchaEnabled: false,
    logger: { level: 'warn', stream },
  });
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
