import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorTextFor, requestMessages, translate } from './messages';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error texts (spec §8 status-text map)', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

  it('§8 401, 403 and 404 have fixed texts whatever the server says', () => {
    expect(errorTextFor(i18n, 401, 'x')).toBe(
      'Authentication failed, cannot access system resources',
    );
    expect(errorTextFor(i18n, 403, 'x')).toBe('No permission for this operation');
    expect(errorTextFor(i18n, 404, 'x')).toBe('Resource does not exist');
  });

  it('§8 other codes show the server msg, else the default text', () => {
    expect(errorTextFor(i18n, 500, 'Disk full')).toBe('Disk full');
    expect(errorTextFor(i18n, 500, '  ')).toBe(
      'Unknown system error, please report to the administrator',
    );
    expect(errorTextFor(i18n, 500, 42)).toBe(
      'Unknown system error, please report to the administrator',
    );
  });

  it('§8 "System interface {status} Error" is filled in even without a compiled catalogue', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Production builds of Lingui have no runtime compiler: the raw source text comes back.
    const raw = setupI18n({ locale: 'en', messages: { en: {} } });
    raw.setMessagesCompiler(undefined as never);
    expect(translate(raw, requestMessages.status, { status: 503 })).toBe(
      'System interface 503 Error',
    );
    expect(translate(raw, { id: 'x', message: 'keep {unknown}' })).toBe('keep {unknown}');
  });
});
