import type { Logger } from 'drizzle-orm/logger';

/**
 * Sees every statement the app sends through Drizzle (it is installed as Drizzle's logger, so
 * statements inside transactions and raw `db.execute` count too) and tells listeners which
 * tables a statement writes. Caches of data derived from those tables (user access, see
 * plugins/access-cache.ts) drop their entries on any write, whichever code path made it.
 */
export interface TableWrites {
  /**
   * Calls `listener` with each table name (lower case, unquoted) a statement writes to, and the
   * statement itself.
   */
  on(listener: (table: string, statement: string) => void): () => void;
}

// The target of INSERT INTO / UPDATE / DELETE FROM / TRUNCATE, optionally schema-qualified and
// quoted. Words after other uses of UPDATE ("for update nowait", "do update set") are captured
// too; they are never table names a listener watches.
const WRITE_TARGET =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?[\w$]+"?\.)?"?([\w$]+)"?/gi;

/** Tables a statement writes to (empty for reads). */
export function writtenTables(statement: string): string[] {
  // Cheap exit for the common case: reads start with SELECT (writes may start with WITH).
  const start = statement.trimStart().slice(0, 1).toLowerCase();
  if (start === 's' || start === '') return [];
  const tables = new Set<string>();
  for (const match of statement.matchAll(WRITE_TARGET)) tables.add(match[1]!.toLowerCase());
  return [...tables];
}

/** A watcher and the Drizzle logger that feeds it. */
export function createTableWrites(): TableWrites & { logger: Logger } {
  const listeners = new Set<(table: string, statement: string) => void>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    logger: {
      logQuery(query) {
        if (listeners.size === 0) return;
        for (const table of writtenTables(query))
          for (const listener of listeners) listener(table, query);
      },
    },
  };
}
