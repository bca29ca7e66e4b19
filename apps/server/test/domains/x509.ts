import { type KeyObject, createHash, generateKeyPairSync, sign } from 'node:crypto';

// A minimal X.509 v3 certificate writer (DER), so tests make certificates with node:crypto
// alone: EC P-256 keys, ecdsa-with-SHA256, a subject CN and DNS subjectAltNames.

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v >>= 8) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}
const tlv = (tag: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const seq = (...content: Buffer[]) => tlv(0x30, ...content);
const set = (...content: Buffer[]) => tlv(0x31, ...content);
function oid(dotted: string): Buffer {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [a * 40 + b];
  for (const part of rest) {
    const chunk: number[] = [];
    let v = part;
    do {
      chunk.unshift(v & 0x7f);
      v = Math.floor(v / 128);
    } while (v > 0);
    for (let i = 0; i < chunk.length - 1; i++) chunk[i] = (chunk[i] ?? 0) | 0x80;
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}
function integer(bytes: Buffer): Buffer {
  const positive = (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes;
  return tlv(0x02, positive);
}
function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(iso.slice(2)))
    : tlv(0x18, Buffer.from(iso));
}
const name = (cn: string) => seq(set(seq(oid('2.5.4.3'), tlv(0x0c, Buffer.from(cn)))));

export interface TestCertificate {
  certPem: string;
  keyPem: string;
  key: KeyObject;
}

/** A self-signed certificate for `cn` with `sans` DNS names, valid from `notBefore` to `notAfter`. */
export function makeCertificate(options: {
  cn: string;
  sans?: string[];
  notBefore?: Date;
  notAfter?: Date;
  key?: KeyObject;
}): TestCertificate {
  const { publicKey, privateKey } = options.key
    ? { publicKey: undefined, privateKey: options.key }
    : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const spki = (publicKey ?? privateKey).export({ type: 'spki', format: 'der' });
  const notBefore = options.notBefore ?? new Date(Date.now() - 86_400_000);
  const notAfter = options.notAfter ?? new Date(Date.now() + 365 * 86_400_000);
  const algorithm = seq(oid('1.2.840.10045.4.3.2'));
  const serial = createHash('sha256')
    .update(`${options.cn}${Math.random()}`)
    .digest()
    .subarray(0, 8);
  const extensions = options.sans?.length
    ? [
        tlv(
          0xa3,
          seq(
            seq(
              oid('2.5.29.17'),
              tlv(0x04, seq(...options.sans.map((dns) => tlv(0x82, Buffer.from(dns))))),
            ),
          ),
        ),
      ]
    : [];
  const tbs = seq(
    tlv(0xa0, integer(Buffer.from([2]))),
    integer(serial),
    algorithm,
    name(options.cn),
    seq(time(notBefore), time(notAfter)),
    name(options.cn),
    spki,
    ...extensions,
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = seq(tbs, algorithm, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const body = der
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trim();
  return {
    certPem: `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`,
    keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    key: privateKey,
  };
}

/** A file as the wizard uploads it. */
export const file = (name: string, text: string) => ({
  name,
  content: Buffer.from(text).toString('base64'),
});
