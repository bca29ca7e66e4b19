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
  /** When the session ends: the idle deadline, never later than the absolute one. */
  expireTime: number;
  ipaddr: string;
  browser: string;
  os: string;
}

/** Idle timeout (RuoYi `token.expireTime`), pushed back by every authenticated request. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Absolute lifetime counted from sign-in, whatever the activity (ASVS 7.3.2). */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** Key prefix of sessions in the kv store: `login_tokens:<sha256 of token>`. */
export const SESSION_PREFIX = 'login_tokens:';

const keyOf = (token: string) => SESSION_PREFIX + createHash('sha256').update(token).digest('hex');

/** A stored session and the kv key it lives under (the key is never sent to a client). */
export interface StoredSession {
  key: string;
  session: Session;
}

export interface SessionStore {
  create(
    values: Omit<Session, 'sessionId' | 'loginTime' | 'expireTime'>,
  ): Promise<{ token: string; session: Session }>;
  /** The live session for a token, with its idle timeout pushed back (sliding). */
  resolve(token: string): Promise<Session | undefined>;
  /** Sign-out: ends the session of `token`; returns it when it was live. */
  remove(token: string): Promise<Session | undefined>;
  /** Every live session (online-user monitor); reading does not slide any timeout. */
  list(): Promise<Session[]>;
  /** Force logout by the public `sessionId` (never the token); returns the ended session. */
  endById(sessionId: string): Promise<Session | undefined>;
  /**
   * Ends every session of a user, except the one whose bearer token is `except` (the session
   * that changed its own password). Called when an account is disabled or deleted and when its
   * password is changed or reset, so that other devices are signed out at once. Returns the
   * number of sessions ended. Anything kept per session (caches of user info or permissions)
   * must be dropped where sessions end: here, `remove` and `endById`.
   */
  endForUser(userId: number, options?: { except?: string | undefined }): Promise<number>;
}

export interface SessionLimits {
  /** @default SESSION_IDLE_MS */
  idleMs?: number;
  /** @default SESSION_MAX_AGE_MS */
  maxAgeMs?: number;
}

const isSession = (value: unknown): value is Session =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Session).sessionId === 'string' &&
  typeof (value as Session).userId === 'number';

/** Every stored session with its key, expired ones included (for housekeeping). */
export async function storedSessions(kv: KvStore): Promise<StoredSession[]> {
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
    if (isSession(parsed)) out.push({ key, session: parsed });
  }
  return out;
}

export function createSessionStore(
  kv: KvStore,
  now: () => number,
  limits: SessionLimits = {},
): SessionStore {
  const idleMs = limits.idleMs ?? SESSION_IDLE_MS;
  const maxAgeMs = limits.maxAgeMs ?? SESSION_MAX_AGE_MS;
  const expiryFrom = (loginTime: number, at: number) => Math.min(at + idleMs, loginTime + maxAgeMs);

  async function read(key: string): Promise<Session | undefined> {
    const raw = await kv.get(key);
    if (raw === undefined) return undefined;
    const session = JSON.parse(raw) as Session;
    // The expiry is checked here too, so an injected clock works with any kv backend.
    if (session.expireTime <= now()) {
      await kv.delete(key);
      return undefined;
    }
    return session;
  }
  const ttlOf = (session: Session) => Math.max(1, session.expireTime - now());
  const live = async () =>
    (await storedSessions(kv)).filter(({ session }) => session.expireTime > now());

  return {
    async create(values) {
      // 32 random bytes = 256 bits, well above the 128-bit minimum for session tokens.
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const session: Session = {
        ...values,
        sessionId: randomBytes(16).toString('hex'),
        loginTime: at,
        expireTime: expiryFrom(at, at),
      };
      await kv.set(keyOf(token), JSON.stringify(session), ttlOf(session));
      return { token, session };
    },
    async resolve(token) {
      const key = keyOf(token);
      const session = await read(key);
      if (!session) return undefined;
      const slid = { ...session, expireTime: expiryFrom(session.loginTime, now()) };
      // Only slide a session that still exists: a sign-out or force logout that lands between the
      // read and this write must not be undone.
      const stillThere = await kv.setIfExists(key, JSON.stringify(slid), ttlOf(slid));
      return stillThere ? slid : undefined;
    },
    async remove(token) {
      const key = keyOf(token);
      const session = await read(key);
      await kv.delete(key);
      return session;
    },
    async list() {
      return (await live()).map(({ session }) => session);
    },
    async endById(sessionId) {
      const found = (await storedSessions(kv)).find((s) => s.session.sessionId === sessionId);
      if (!found) return undefined;
      await kv.delete(found.key);
      return found.session;
    },
    async endForUser(userId, options = {}) {
      const kept = options.except === undefined ? undefined : keyOf(options.except);
      let ended = 0;
      for (const { key, session } of await storedSessions(kv)) {
        if (session.userId !== userId || key === kept) continue;
        await kv.delete(key);
        ended += 1;
      }
      return ended;
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
