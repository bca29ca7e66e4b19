import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { validateEditorImage } from './editor-image';
import { formatValidation } from './result';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('rich-text editor images (spec §5)', () => {
  it('§5 only JPG, PNG and GIF are accepted, by MIME type or extension', () => {
    expect(validateEditorImage({ name: 'a.JPG', size: 10 }).ok).toBe(true);
    expect(validateEditorImage({ name: 'a.jpeg', size: 10 }).ok).toBe(true);
    expect(validateEditorImage({ name: 'paste', size: 10, type: 'image/gif' }).ok).toBe(true);
    expect(validateEditorImage({ name: 'b', size: 10, type: 'image/png' }).ok).toBe(true);
    const result = validateEditorImage({ name: 'a.webp', size: 10, type: 'image/webp' });
    expect(result).toMatchObject({ ok: false, code: 'editor-image-format' });
    expect(formatValidation(i18n, result)).toBe('Only JPG, PNG and GIF images can be uploaded');
  });

  it('§5 images over 204800 bytes (200 KB) are refused', () => {
    expect(validateEditorImage({ name: 'a.png', size: 204800 }).ok).toBe(true);
    const result = validateEditorImage({ name: 'a.png', size: 204801 });
    expect(result).toMatchObject({ ok: false, code: 'editor-image-size' });
    expect(formatValidation(i18n, result)).toBe('Image size cannot exceed 200 KB');
  });
});
