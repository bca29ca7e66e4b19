import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { MB } from './file-name';
import { validateUploadCount, validateUploadFile } from './file-upload';
import { formatValidation } from './result';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const file = (name: string, size = 1000) => ({ name, size });
const text = (r: ReturnType<typeof validateUploadFile>) => formatValidation(i18n, r);

describe('generic file upload (spec §5)', () => {
  it('§5 default extensions doc, xls, ppt, txt, pdf are accepted, case-insensitive', () => {
    for (const name of ['a.doc', 'b.XLS', 'c.ppt', 'd.Txt', 'e.pdf']) {
      expect(validateUploadFile(file(name))).toEqual({ ok: true });
    }
  });

  it("§5 another extension fails with 'File format incorrect, please upload ... format files'", () => {
    const result = validateUploadFile(file('photo.png'));
    expect(result).toMatchObject({ ok: false, code: 'file-format' });
    expect(text(result)).toBe(
      'File format incorrect, please upload doc/xls/ppt/txt/pdf format files',
    );
    expect(validateUploadFile(file('noextension'))).toMatchObject({ code: 'file-format' });
  });

  it('§5 the allowed extensions can be overridden; an empty list allows any file', () => {
    expect(validateUploadFile(file('a.PNG'), { fileTypes: ['.png'] })).toEqual({ ok: true });
    expect(validateUploadFile(file('a.pdf'), { fileTypes: ['png'] }).ok).toBe(false);
    expect(validateUploadFile(file('a.anything'), { fileTypes: [] })).toEqual({ ok: true });
  });

  it("§5 size default 5 MB: 5 MB passes, one byte more fails with 'cannot exceed 5 MB!'", () => {
    expect(validateUploadFile(file('a.pdf', 5 * MB)).ok).toBe(true);
    const result = validateUploadFile(file('a.pdf', 5 * MB + 1));
    expect(result).toMatchObject({ ok: false, code: 'file-size' });
    expect(text(result)).toBe('Uploaded file size cannot exceed 5 MB!');
  });

  it('§5 the size limit can be overridden', () => {
    const result = validateUploadFile(file('a.pdf', 2 * MB), { maxSizeMb: 1 });
    expect(text(result)).toBe('Uploaded file size cannot exceed 1 MB!');
  });

  it("§5 count default 5: 'Number of uploaded files cannot exceed 5!'", () => {
    expect(validateUploadCount(3, 2).ok).toBe(true);
    const result = validateUploadCount(3, 3);
    expect(result).toMatchObject({ ok: false, code: 'file-count' });
    expect(text(result)).toBe('Number of uploaded files cannot exceed 5!');
    expect(validateUploadCount(1, 1, { limit: 1 })).toMatchObject({ values: { limit: 1 } });
  });
});
