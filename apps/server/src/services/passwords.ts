import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

// argon2id with the library defaults (m=19456 KiB, t=2, p=1), the OWASP baseline.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function isLegacyBcrypt(stored: string): boolean {
  return /^\$2[aby]\$/.test(stored);
}

/** Verifies against argon2id or a RuoYi bcrypt hash; `rehash` is true when the hash should be upgraded. */
export async function verifyPassword(
  stored: string,
  password: string,
): Promise<{ ok: boolean; rehash: boolean }> {
  if (isLegacyBcrypt(stored)) {
    // bcrypt ignores input past 72 bytes; refuse such passwords rather than accept a prefix match.
    if (Buffer.byteLength(password) > 72) return { ok: false, rehash: false };
    const ok = await bcrypt.compare(password, stored);
    return { ok, rehash: ok };
  }
  if (!stored.startsWith('$argon2')) return { ok: false, rehash: false };
  try {
    return { ok: await verify(stored, password), rehash: false };
  } catch {
    return { ok: false, rehash: false };
  }
}
