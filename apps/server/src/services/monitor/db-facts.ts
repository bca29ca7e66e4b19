import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { num, rowsOf } from './sql-rows';

/** Tables estimated below this many rows are counted exactly. */
const EXACT_COUNT_BELOW = 10_000;

/** A database URL without its password (and without query parameters, which may hold one). */
export function maskDatabaseUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '******';
    parsed.search = '';
    return parsed.toString();
  } catch {
    return '******';
  }
}

/**
 * `/monitor/data` facts (this replaces RuoYi's Druid page): database kind and version, size,
 * connection facts with the password masked, per-table row counts and sizes.
 */
export async function databaseFacts(db: Db, databaseUrl: string | undefined) {
  const [info] = await rowsOf<{ version: string; size: unknown; db: string; schema: string }>(
    db,
    sql`select version() as version, pg_database_size(current_database()) as size,
        current_database() as db, current_schema() as schema`,
  );
  const version = info?.version ?? '';
  const kind = /PGlite/i.test(version) ? 'pglite' : 'postgresql';
  const tables = await rowsOf<{ name: string; estimate: unknown; size: unknown }>(
    db,
    sql`select c.relname as name, c.reltuples as estimate, pg_total_relation_size(c.oid) as size
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p')
        order by c.relname`,
  );
  const rows = [];
  for (const table of tables) {
    const estimate = num(table.estimate);
    let rowCount = estimate;
    let exact = false;
    if (estimate < EXACT_COUNT_BELOW) {
      // The name comes from pg_class, and is quoted as an identifier.
      const [counted] = await rowsOf<{ n: unknown }>(
        db,
        sql`select count(*) as n from ${sql.identifier(table.name)}`,
      );
      rowCount = num(counted?.n);
      exact = true;
    }
    rows.push({ tableName: table.name, rowCount, exact, totalBytes: num(table.size) });
  }
  const pool = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from pg_stat_activity where datname = current_database()`,
  ).catch(() => []);
  return {
    kind,
    kindLabel: kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
    version: version.split(' on ')[0] ?? version,
    databaseName: info?.db ?? '',
    schema: info?.schema ?? '',
    sizeBytes: num(info?.size),
    connection: {
      url: kind === 'pglite' ? null : maskDatabaseUrl(databaseUrl),
      embedded: kind === 'pglite',
      activeConnections: pool[0] ? num(pool[0].n) : null,
    },
    tables: rows,
  };
}
