import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Private keys at rest: AES-256-GCM with a key derived for this purpose from the server secret.
// Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url); the domain id is the associated data, so
// a ciphertext copied onto another row does not decrypt.

export function encryptPrivateKey(key: Buffer, pem: string, domainId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`wcm-domain:${domainId}`));
  const body = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return `v1.${parts.join('.')}`;
}

export function decryptPrivateKey(key: Buffer, stored: string, domainId: number): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined)
    throw new Error('unknown private key format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`wcm-domain:${domainId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
