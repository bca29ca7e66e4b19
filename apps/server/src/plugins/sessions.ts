import { createHash, randomBytes } from 'node:crypto';
import type { KvStore } from './kv';

/** Server-side session; the bearer token itself is never stored, only its SHA-256. */
export interface Session {
  /** Separate random id, safe to show in an online-user list (it does not authenticate). */
  sessionId: string;
  userId: number;
  userName: string;
  deptId: number | null;
  loginTime: number;
  expireTime: number;
  ipaddr: string;
  browser: string;
  os: string;
}

export const SESSION_IDLE_MS = 30 * 60 * 1000;
const PREFIX = 'login_tokens:';

const keyOf = (token: string) => PREFIX + createHash('sha256').update(token).digest('hex');

export interface SessionStore {
  create(
    values: Omit<Session, 'sessionId' | 'loginTime' | 'expireTime'>,
  ): Promise<{ token: string; session: Session }>;
  /** The live session for a token, with its idle timeout pushed back (sliding). */
  resolve(token: string): Promise<Session | undefined>;
  remove(token: string): Promise<Session | undefined>;
}

export function createSessionStore(
  kv: KvStore,
  now: () => number,
  idleMs = SESSION_IDLE_MS,
): SessionStore {
  async function read(token: string): Promise<Session | undefined> {
    const raw = await kv.get(keyOf(token));
    if (raw === undefined) return undefined;
    const session = JSON.parse(raw) as Session;
    // The expiry is checked here too, so an injected clock works with any kv backend.
    if (session.expireTime <= now()) {
      await kv.delete(keyOf(token));
      return undefined;
    }
    return session;
  }
  async function write(token: string, session: Session) {
    await kv.set(keyOf(token), JSON.stringify(session), idleMs);
  }
  return {
    async create(values) {
      // 32 random bytes = 256 bits, well above the 128-bit minimum for session tokens.
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const session: Session = {
        ...values,
        sessionId: randomBytes(16).toString('hex'),
        loginTime: at,
        expireTime: at + idleMs,
      };
      await write(token, session);
      return { token, session };
    },
    async resolve(token) {
      const session = await read(token);
      if (!session) return undefined;
      const slid = { ...session, expireTime: now() + idleMs };
      // Only slide a session that still exists: a sign-out or force logout that lands between the
      // read and this write must not be undone.
      const stillThere = await kv.setIfExists(keyOf(token), JSON.stringify(slid), idleMs);
      return stillThere ? slid : undefined;
    },
    async remove(token) {
      const session = await read(token);
      await kv.delete(keyOf(token));
      return session;
    },
  };
}

/** Token from `Authorization: Bearer <token>` (a bare token is accepted, as RuoYi does). */
/** The token in RuoYi's `Admin-Token` cookie (js-cookie encodes it like a URI component). */
export function tokenFromCookie(header: string | undefined): string | undefined {
  const raw = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('Admin-Token='))
    ?.slice('Admin-Token='.length);
  if (!raw) return undefined;
  try {
    return tokenFromHeader(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  // Clients that lost their token sometimes send these literally.
  if (token === '' || token === 'null' || token === 'undefined' || /^bearer$/i.test(token))
    return undefined;
  return token;
}
