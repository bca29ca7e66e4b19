import fp from 'fastify-plugin';
import { type DatabaseHandle, type Db, openDatabase } from '../db/database';
import type { TableWrites } from '../db/table-writes';

export interface DbPluginOptions {
  /** An already open database (not closed with the app); otherwise one is opened here. */
  database?: DatabaseHandle | undefined;
  dataDir: string;
  databaseUrl?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Tables written through `db` (by this app or any other user of the same database). */
    tableWrites: TableWrites;
  }
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const handle =
      options.database ??
      (await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl }));
    app.decorate('db', handle.db);
    app.decorate('tableWrites', handle.writes);
    if (!options.database) {
      // Closing PGlite checkpoints its WAL and releases DATA_DIR/.lock.
      app.addHook('onClose', async () => handle.close());
    }
  },
  { name: 'db' },
);
