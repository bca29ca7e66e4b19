import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { KB, MB } from './file-name';
import {
  IMAGE_SLOT_HINT_PRESET,
  IMAGE_UPLOAD_GALLERY,
  validateCoverRequired,
  validateImageCount,
  validateImageFile,
} from './image-upload';
import { formatValidation } from './result';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const img = (name: string, type = '', size = 10 * KB) => ({ name, type, size });

describe('image upload (spec §5)', () => {
  it('§5 png, jpg, jpeg are accepted by MIME type or by extension', () => {
    expect(validateImageFile(img('a.PNG')).ok).toBe(true);
    expect(validateImageFile(img('a.jpg')).ok).toBe(true);
    expect(validateImageFile(img('blob', 'image/jpeg')).ok).toBe(true);
    expect(validateImageFile(img('photo', 'IMAGE/PNG')).ok).toBe(true);
  });

  it("§5 other types fail with 'Quality cover helps recommendation, formats JPEG, PNG'", () => {
    const result = validateImageFile(img('anim.gif', 'image/gif'));
    expect(result).toMatchObject({ ok: false, code: 'image-format' });
    expect(formatValidation(i18n, result)).toBe(
      'Quality cover helps recommendation, formats JPEG, PNG',
    );
    expect(validateImageFile(img('x.svg', 'image/svg+xml')).ok).toBe(false);
    expect(validateImageFile(img('x.svg', 'image/svg+xml'), { fileTypes: ['svg'] }).ok).toBe(true);
  });

  it("§5 default limit 1 MB: 'Image size too large (X KB). Maximum allowed is 1 MB.'", () => {
    expect(validateImageFile(img('a.png', '', MB)).ok).toBe(true);
    const result = validateImageFile(img('a.png', 'image/png', 1536 * KB + 512));
    expect(result).toMatchObject({ ok: false, code: 'image-size' });
    expect(formatValidation(i18n, result)).toBe(
      'Image size too large (1536.5 KB). Maximum allowed is 1 MB.',
    );
  });

  it("§5 default count 1: 'Upload file count cannot exceed 1'", () => {
    expect(validateImageCount(0, 1).ok).toBe(true);
    const result = validateImageCount(1, 1);
    expect(formatValidation(i18n, result)).toBe('Upload file count cannot exceed 1');
  });

  it('§5 variant with 5 images of 10 MB', () => {
    expect(validateImageFile(img('a.png', '', 10 * MB), IMAGE_UPLOAD_GALLERY).ok).toBe(true);
    expect(validateImageFile(img('a.png', '', 10 * MB + 1), IMAGE_UPLOAD_GALLERY)).toMatchObject({
      values: { max: 10 },
    });
    expect(validateImageCount(3, 2, IMAGE_UPLOAD_GALLERY).ok).toBe(true);
    expect(validateImageCount(3, 3, IMAGE_UPLOAD_GALLERY).ok).toBe(false);
  });

  it('§5 size hint slots: 200 KB, JPG/PNG/GIF, with a hint text', () => {
    expect(IMAGE_SLOT_HINT_PRESET.maxBytes).toBe(204800);
    const gif = img('a.gif', 'image/gif', 204800);
    expect(validateImageFile(gif, IMAGE_SLOT_HINT_PRESET).ok).toBe(true);
    const big = validateImageFile({ ...gif, size: 204801 }, IMAGE_SLOT_HINT_PRESET);
    expect(formatValidation(i18n, big)).toBe(
      'Image size too large (200 KB). Maximum allowed is 0.2 MB.',
    );
    expect(validateImageFile(img('paste', 'image/jpeg'), IMAGE_SLOT_HINT_PRESET).ok).toBe(true);
    expect(validateImageFile(img('a.webp', 'image/webp'), IMAGE_SLOT_HINT_PRESET).ok).toBe(false);
    expect(
      i18n._({ ...IMAGE_SLOT_HINT_PRESET.hint, values: IMAGE_SLOT_HINT_PRESET.hintValues }),
    ).toBe('Size no more than 200 KB, formats JPG/PNG/GIF');
  });

  it("§5 a cover image is required: 'Please upload a cover image'", () => {
    expect(validateCoverRequired('/profile/a.png').ok).toBe(true);
    expect(validateCoverRequired(['', '/profile/a.png']).ok).toBe(true);
    for (const empty of [undefined, null, '', '  ', []]) {
      const result = validateCoverRequired(empty);
      expect(formatValidation(i18n, result)).toBe('Please upload a cover image');
    }
  });
});
