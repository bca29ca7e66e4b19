import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { isValidDomainName, validateDnsVerified, validateDomainName } from './domain';
import { formatValidation } from './result';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const label = (n: number) => 'a'.repeat(n);

describe('domain name format (spec §5 Domain)', () => {
  it('§5 full domains such as www.example.com or sub.example.co.uk are accepted', () => {
    for (const name of [
      'www.example.com',
      'sub.example.co.uk',
      'Example.COM',
      'a-b.c1.io',
      '123.example.net',
      'xn--fsqu00a.xn--p1ai',
      ' www.example.com ',
    ]) {
      expect(validateDomainName(name), name).toEqual({ ok: true });
    }
  });

  it("§5 anything else: 'Domain name format error'", () => {
    for (const name of [
      '',
      'localhost',
      'example.c',
      'example.c0m',
      '-bad.example.com',
      'bad-.example.com',
      'a..example.com',
      'www.example.com.',
      'http://www.example.com',
      'www.example.com:8080',
      'www.example.com/path',
      'under_score.example.com',
      '例子.中国',
      '192.168.0.1',
    ]) {
      expect(validateDomainName(name).ok, name).toBe(false);
    }
    expect(validateDomainName(undefined).ok).toBe(false);
    expect(formatValidation(i18n, validateDomainName('nope'))).toBe('Domain name format error');
  });

  it('§5 labels are 1-63 characters and the whole name at most 253', () => {
    expect(isValidDomainName(`${label(63)}.com`)).toBe(true);
    expect(isValidDomainName(`${label(64)}.com`)).toBe(false);
    const long = [label(63), label(63), label(63), label(57), 'com'].join('.');
    expect(long.length).toBe(253);
    expect(isValidDomainName(long)).toBe(true);
    expect(isValidDomainName(`a${long}`)).toBe(false);
  });
});

describe('DNS verification gate (spec §4 domain wizard, §5 Domain)', () => {
  it("§5 DNS verification must pass first: 'Please complete DNS verification, click Start Verification'", () => {
    expect(validateDnsVerified('resolved')).toEqual({ ok: true });
    for (const status of ['unresolved', 'verifying'] as const) {
      expect(formatValidation(i18n, validateDnsVerified(status))).toBe(
        'Please complete DNS verification, click Start Verification',
      );
    }
  });

  it('§8 a failed check shows the A-record failure text', () => {
    expect(formatValidation(i18n, validateDnsVerified('failed'))).toBe(
      'DNS resolution does not point to the current server IP, reconfigure the A record',
    );
  });
});
