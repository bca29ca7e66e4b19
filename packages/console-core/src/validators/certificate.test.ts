import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  validateCertificateFile,
  validateCertificateForm,
  validatePrivateKeyFile,
  type CertificateForm,
} from './certificate';
import { MB } from './file-name';
import { formatValidation } from './result';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const complete: CertificateForm = {
  certificatePath: '/profile/ssl/site.crt',
  privateKeyPath: '/profile/ssl/site.key',
  effectiveTime: '2026-01-01 00:00:00',
  expiryTime: '2027-01-01 00:00:00',
};
const text = (form: CertificateForm) => formatValidation(i18n, validateCertificateForm(form));

describe('SSL certificate (spec §5 Domain)', () => {
  it('§5 certificate file crt/pem/cer, at most 5 MB', () => {
    for (const name of ['a.crt', 'a.PEM', 'a.cer']) {
      expect(validateCertificateFile({ name, size: 5 * MB }).ok).toBe(true);
    }
    expect(validateCertificateFile({ name: 'a.key', size: 1 })).toMatchObject({
      code: 'file-format',
      values: { formats: 'crt/pem/cer' },
    });
    expect(validateCertificateFile({ name: 'a.crt', size: 5 * MB + 1 })).toMatchObject({
      code: 'file-size',
      values: { size: 5 },
    });
  });

  it('§5 private key file key/pem, at most 5 MB', () => {
    expect(validatePrivateKeyFile({ name: 'a.key', size: 10 }).ok).toBe(true);
    expect(validatePrivateKeyFile({ name: 'a.pem', size: 10 }).ok).toBe(true);
    expect(validatePrivateKeyFile({ name: 'a.crt', size: 10 }).ok).toBe(false);
    expect(validatePrivateKeyFile({ name: 'a.key', size: 5 * MB + 1 }).ok).toBe(false);
  });

  it('§5 certificate and private-key file paths are required', () => {
    expect(validateCertificateForm(complete)).toEqual({ ok: true });
    expect(text({ ...complete, certificatePath: ' ' })).toBe('Please upload the certificate file');
    expect(text({ ...complete, privateKeyPath: null })).toBe('Please upload the private key file');
  });

  it('§5 effective and expiry times are required', () => {
    expect(text({ ...complete, effectiveTime: '' })).toBe('Please select the effective time');
    expect(text({ ...complete, effectiveTime: 'not a date' })).toBe(
      'Please select the effective time',
    );
    expect(text({ ...complete, expiryTime: undefined })).toBe('Please select the expiry time');
  });

  it('§5 expiry not earlier than effective (equal allowed)', () => {
    expect(text({ ...complete, expiryTime: '2025-12-31 23:59:59' })).toBe(
      'The expiry time cannot be earlier than the effective time',
    );
    const day = new Date(2026, 0, 1);
    expect(validateCertificateForm({ ...complete, effectiveTime: day, expiryTime: +day }).ok).toBe(
      true,
    );
    expect(
      validateCertificateForm({ ...complete, effectiveTime: +day + 1, expiryTime: day }).ok,
    ).toBe(false);
  });
});
