import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Drops a cache on every write to one of `tables` (any route, any job; see db/table-writes.ts):
 * at once, and once more before the answer of a request that wrote leaves (so the client's next
 * request sees it), now that the request's transaction has committed. `name` is for the log;
 * statements for which `ignore` answers true (a write the cache may show late) do not count.
 */
export function invalidateOnWrites(
  app: FastifyInstance,
  tables: ReadonlySet<string>,
  invalidate: () => Promise<void>,
  name: string,
  ignore?: (statement: string) => boolean,
): void {
  let writes = 0;
  /** Writes seen by this process when each request arrived. */
  const atStart = new WeakMap<FastifyRequest, number>();
  const drop = () =>
    invalidate().catch((error: unknown) => {
      app.log.error({ err: error }, `could not invalidate the ${name}`);
    });
  const stop = app.tableWrites.on((table, statement) => {
    if (!tables.has(table) || ignore?.(statement)) return;
    writes += 1;
    void drop();
  });
  app.addHook('onClose', async () => void stop());
  app.addHook('onRequest', async (request) => {
    atStart.set(request, writes);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (writes !== (atStart.get(request) ?? 0)) await drop();
    return payload;
  });
}
