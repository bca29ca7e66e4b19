import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from '../lib/lock-file';
import * as schema from './schema';
import { seedDatabase } from './seed/seed';
import { createTableWrites, type TableWrites } from './table-writes';

/** One type for both drivers, so repositories have a single code path. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** true when this open created the seed rows */
  readonly seeded: boolean;
  /** Which tables each statement through `db` writes (for caches derived from them). */
  readonly writes: TableWrites;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to use (tests isolate themselves in their own schema) */
  pgSchema?: string | undefined;
}

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Opens PGlite in `dataDir/pglite` (or PostgreSQL when a URL is given), migrates and seeds. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema);
  const lock = acquireDataDirLock(options.dataDir);
  let client: PGlite | undefined;
  try {
    client = new PGlite(path.join(options.dataDir, 'pglite'));
    await client.waitReady;
    const writes = createTableWrites();
    const concrete = drizzlePglite({ client, schema, logger: writes.logger });
    await migratePglite(concrete, { migrationsFolder });
    const db = concrete as unknown as Db;
    const seeded = await seedDatabase(db);
    const opened = client;
    return {
      db,
      kind: 'pglite',
      seeded,
      writes,
      async close() {
        try {
          await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

async function openPostgres(url: string, pgSchema: string | undefined): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A dedicated schema keeps test runs apart from anything else in the database.
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  try {
    if (pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
    const writes = createTableWrites();
    const concrete = drizzlePg({ client: pool, schema, logger: writes.logger });
    await migratePg(concrete, {
      migrationsFolder,
      ...(pgSchema ? { migrationsSchema: pgSchema } : {}),
    });
    const db = concrete as unknown as Db;
    const seeded = await seedDatabase(db);
    return { db, kind: 'postgres', seeded, writes, close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
