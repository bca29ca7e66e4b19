import type { KvStore } from '../../plugins/kv';
import { type StoredSession, storedSessions } from '../../plugins/sessions';

export type { StoredSession } from '../../plugins/sessions';

/**
 * Every live session (or every stored one), read through the same kv keys as the session store,
 * for the housekeeping jobs. Reading does not slide the idle timeout (only `sessions.resolve`
 * does); routes use `app.sessions` instead.
 */
export async function listSessions(
  kv: KvStore,
  now: () => number,
  options: { includeExpired?: boolean } = {},
): Promise<StoredSession[]> {
  const all = await storedSessions(kv);
  return options.includeExpired ? all : all.filter((s) => s.session.expireTime > now());
}
