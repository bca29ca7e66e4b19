import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import { refuse } from '../../lib/business-error';

/** 5 MB each (spec §9). */
export const MAX_CERT_FILE_BYTES = 5 * 1024 * 1024;
const CERT_EXTENSIONS = ['crt', 'pem', 'cer'];
const KEY_EXTENSIONS = ['key', 'pem'];

/** An uploaded file as the wizard sends it: its name and its bytes in base64. */
export interface UploadedFile {
  name: string;
  content: string;
}

/** What the server keeps and shows of a certificate (never the key). */
export interface CertificateInfo {
  certificatePem: string;
  privateKeyPem: string;
  subject: string;
  issuer: string;
  /** DNS names the certificate covers: the SAN entries, else the subject CN. */
  names: string[];
  fingerprint: string;
  effectiveTime: Date;
  expiryTime: Date;
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name.trim())?.[1]?.toLowerCase() ?? '';

function bytesOf(file: UploadedFile, extensions: string[], kind: 'cert' | 'key'): Buffer {
  if (!extensions.includes(extensionOf(file.name)))
    refuse(`domain.${kind}.fileType`, extensions.join('/'));
  const bytes = Buffer.from(file.content, 'base64');
  if (bytes.length === 0) refuse(`domain.${kind}.invalid`);
  if (bytes.length > MAX_CERT_FILE_BYTES) refuse(`domain.${kind}.fileSize`, 5);
  return bytes;
}

function parseKey(bytes: Buffer): KeyObject {
  const attempts: Array<() => KeyObject> = [
    () => createPrivateKey({ key: bytes, format: 'pem' }),
    () => createPrivateKey({ key: bytes, format: 'der', type: 'pkcs8' }),
    () => createPrivateKey({ key: bytes, format: 'der', type: 'pkcs1' }),
    () => createPrivateKey({ key: bytes, format: 'der', type: 'sec1' }),
  ];
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch {
      // next format; an encrypted key (passphrase) fails every one
    }
  }
  return refuse('domain.key.invalid');
}

/** DNS names of the certificate: subjectAltName DNS entries, else the subject's CN. */
export function certificateNames(cert: X509Certificate): string[] {
  const sans = (cert.subjectAltName ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('DNS:'))
    .map((part) => part.slice(4).toLowerCase());
  if (sans.length > 0) return sans;
  const cn = /(?:^|\n)CN=([^\n]+)/.exec(cert.subject)?.[1];
  return cn ? [cn.toLowerCase()] : [];
}

/** Whether `pattern` (a name or `*.suffix`, one label deep) covers `domain`. */
export function nameCovers(pattern: string, domain: string): boolean {
  if (pattern === domain) return true;
  if (!pattern.startsWith('*.')) return false;
  const suffix = pattern.slice(1);
  const head = domain.slice(0, -suffix.length);
  return domain.endsWith(suffix) && head.length > 0 && !head.includes('.');
}

/**
 * Parses and checks a certificate and its private key for `domain`: readable, the key matches,
 * the certificate covers the domain (SAN or CN, wildcards one level), expiry not before
 * effective, not expired at `now`. Refuses (code 500) with the catalogue message otherwise.
 */
export function checkCertificate(
  certificate: UploadedFile,
  privateKey: UploadedFile,
  domain: string,
  now: Date,
): CertificateInfo {
  const certBytes = bytesOf(certificate, CERT_EXTENSIONS, 'cert');
  const keyBytes = bytesOf(privateKey, KEY_EXTENSIONS, 'key');
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(certBytes);
  } catch {
    return refuse('domain.cert.invalid');
  }
  const key = parseKey(keyBytes);
  if (key.type !== 'private' || !cert.checkPrivateKey(key)) refuse('domain.key.mismatch');
  const names = certificateNames(cert);
  if (!names.some((name) => nameCovers(name, domain)))
    refuse('domain.cert.domain', domain, names.join(', ') || '-');
  const effectiveTime = new Date(cert.validFrom);
  const expiryTime = new Date(cert.validTo);
  if (Number.isNaN(effectiveTime.getTime()) || Number.isNaN(expiryTime.getTime()))
    refuse('domain.cert.invalid');
  if (expiryTime.getTime() < effectiveTime.getTime()) refuse('domain.cert.dates');
  if (expiryTime.getTime() <= now.getTime()) refuse('domain.cert.expired', cert.validTo);
  return {
    certificatePem: cert.toString(),
    privateKeyPem: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
    subject: cert.subject.replace(/\n/g, ', '),
    issuer: cert.issuer.replace(/\n/g, ', '),
    names,
    fingerprint: cert.fingerprint256,
    effectiveTime,
    expiryTime,
  };
}
