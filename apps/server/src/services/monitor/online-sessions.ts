import type { KvStore } from '../../plugins/kv';
import type { Session } from '../../plugins/sessions';

/** Key prefix of the session store (plugins/sessions.ts): `login_tokens:<sha256 of token>`. */
export const SESSION_PREFIX = 'login_tokens:';

/** A stored session and the kv key it lives under (the key is never sent to a client). */
export interface StoredSession {
  key: string;
  session: Session;
}

const isSession = (value: unknown): value is Session =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Session).sessionId === 'string' &&
  typeof (value as Session).userId === 'number';

/**
 * Every live session, read through the same kv keys as the session store. Reading does not
 * slide the idle timeout (only `sessions.resolve` does).
 */
export async function listSessions(
  kv: KvStore,
  now: () => number,
  options: { includeExpired?: boolean } = {},
): Promise<StoredSession[]> {
  const out: StoredSession[] = [];
  for (const key of await kv.keys(SESSION_PREFIX)) {
    const raw = await kv.get(key);
    if (raw === undefined) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      continue;
    }
    if (!isSession(parsed)) continue;
    if (!options.includeExpired && parsed.expireTime <= now()) continue;
    out.push({ key, session: parsed });
  }
  return out;
}

/**
 * Ends the session whose public `sessionId` is `tokenId` (the random id the session store
 * keeps beside the token hash; it does not authenticate). Returns the ended session.
 */
export async function revokeSession(
  kv: KvStore,
  now: () => number,
  tokenId: string,
): Promise<Session | undefined> {
  const found = (await listSessions(kv, now, { includeExpired: true })).find(
    (s) => s.session.sessionId === tokenId,
  );
  if (!found) return undefined;
  await kv.delete(found.key);
  return found.session;
}
