import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';

/** Keys derived from the server's one secret, one per purpose (never the secret itself). */
export interface Secrets {
  /** A 32-byte key for `purpose` (e.g. 'download-link', 'domain-key'); stable across restarts. */
  key(purpose: string): Buffer;
}

/** Smallest accepted secret: 32 bytes of entropy as 64 hex or 43+ base64 characters. */
export const MIN_SECRET_LENGTH = 43;

/** Secrets from `secret` (WCM_SECRET_KEY); HKDF-SHA-256 with the purpose as info. */
export function secretsFrom(secret: string): Secrets {
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`WCM_SECRET_KEY must be at least ${MIN_SECRET_LENGTH} characters`);
  const cache = new Map<string, Buffer>();
  return {
    key(purpose) {
      let key = cache.get(purpose);
      if (!key) {
        key = Buffer.from(hkdfSync('sha256', secret, 'wcm-console', purpose, 32));
        cache.set(purpose, key);
      }
      return key;
    },
  };
}

/**
 * The embedded-database install's secret: generated once into `<dataDir>/secret.key` (mode
 * 0600) and kept there, so a fresh machine needs no configuration and no secret is ever a
 * default baked into the code. With PostgreSQL, several processes must share one secret, so
 * the operator sets WCM_SECRET_KEY instead (config.ts insists).
 */
export function dataDirSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another app on the same directory (tests) wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}
