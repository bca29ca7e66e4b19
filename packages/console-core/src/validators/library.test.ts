import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { validateLibraryFile } from './library';
import { formatValidation } from './result';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('library uploads (spec §5)', () => {
  it('§5 exe, bat, cmd, scr, sh, bin, app, apk, ipa are forbidden, case-insensitive', () => {
    for (const ext of ['exe', 'BAT', 'Cmd', 'scr', 'sh', 'bin', 'app', 'APK', 'ipa']) {
      expect(validateLibraryFile({ name: `setup.${ext}` })).toMatchObject({
        ok: false,
        code: 'library-forbidden-type',
        values: { type: ext.toLowerCase() },
      });
    }
  });

  it('§5 double extensions and Windows trailing dots do not hide an executable', () => {
    expect(validateLibraryFile({ name: 'invoice.pdf.exe' }).ok).toBe(false);
    expect(validateLibraryFile({ name: 'invoice.exe. ' }).ok).toBe(false);
    expect(formatValidation(i18n, validateLibraryFile({ name: 'a.pdf.EXE' }))).toBe(
      'Uploading exe files is not allowed',
    );
  });

  it('§5 other files are allowed', () => {
    for (const name of ['a.pdf', 'a.exe.pdf', 'shell.txt', 'README', 'app.zip']) {
      expect(validateLibraryFile({ name })).toEqual({ ok: true });
    }
  });
});
