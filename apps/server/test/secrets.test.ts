import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirSecret, secretsFrom } from '../src/lib/secrets';
import { testTempDir } from './helper';

describe('secrets', () => {
  it('derives a different stable key per purpose, and none from a short secret', () => {
    const secrets = secretsFrom('x'.repeat(43));
    expect(secrets.key('download-link')).toHaveLength(32);
    expect(secrets.key('download-link').equals(secrets.key('download-link'))).toBe(true);
    expect(secrets.key('download-link').equals(secrets.key('domain-key'))).toBe(false);
    expect(
      secretsFrom('y'.repeat(43)).key('download-link').equals(secrets.key('download-link')),
    ).toBe(false);
    expect(() => secretsFrom('short')).toThrow();
  });

  it('generates the embedded install secret once, readable by the owner only', () => {
    const dir = testTempDir('secret-');
    const first = dataDirSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(dataDirSecret(dir)).toBe(first);
    expect(statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(dataDirSecret(testTempDir('secret-'))).not.toBe(first);
  });
});
