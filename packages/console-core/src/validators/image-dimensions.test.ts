import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import {
  checkImageShape,
  ImageFileReadError,
  validateImageShape,
  type ImageSize,
} from './image-dimensions';
import { formatValidation } from './result';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const size = (width: number, height: number): ImageSize => ({ width, height });
const text = (w: number, h: number, rule: Parameters<typeof checkImageShape>[1]) =>
  formatValidation(i18n, checkImageShape(size(w, h), rule));

describe('image pixel rules (spec §5)', () => {
  it('§5 cover height/width must be 1.4 within 0.01', () => {
    expect(checkImageShape(size(500, 700), 'cover').ok).toBe(true);
    expect(checkImageShape(size(1000, 1409), 'cover').ok).toBe(true);
    expect(checkImageShape(size(1000, 1391), 'cover').ok).toBe(true);
    expect(checkImageShape(size(1000, 1411), 'cover').ok).toBe(false);
    expect(checkImageShape(size(0, 700), 'cover').ok).toBe(false);
  });

  it("§5 cover message: 'Image aspect ratio must be 1:1.4. Current ratio is X.' (2 decimals)", () => {
    expect(text(300, 400, 'cover')).toBe(
      'Image aspect ratio must be 1:1.4. Current ratio is 1.33.',
    );
  });

  it('§5 cover ratio is applied only to title-type uploads', async () => {
    const read = vi.fn(async () => size(100, 100));
    expect(await validateImageShape('f', 'cover', read, { titleUpload: false })).toEqual({
      ok: true,
    });
    expect(read).not.toHaveBeenCalled();
    expect(await validateImageShape('f', 'cover', read)).toMatchObject({
      code: 'image-cover-ratio',
      values: { ratio: '1.00' },
    });
  });

  it('§5 banner 16:9 within 0.01', () => {
    expect(checkImageShape(size(1920, 1080), 'ratio-16-9').ok).toBe(true);
    expect(checkImageShape(size(1600, 901), 'ratio-16-9').ok).toBe(true);
    expect(text(1600, 1000, 'ratio-16-9')).toBe(
      'Image aspect ratio must be 16:9. Current ratio is 1.60.',
    );
  });

  it('§5 banners of exactly 1920x800 and 1920x200 pixels', () => {
    expect(checkImageShape(size(1920, 800), 'exact-1920x800').ok).toBe(true);
    expect(checkImageShape(size(1920, 200), 'exact-1920x200').ok).toBe(true);
    expect(checkImageShape(size(1920, 801), 'exact-1920x800').ok).toBe(false);
    expect(text(3840, 400, 'exact-1920x200')).toBe(
      'Image size must be exactly 1920x200 pixels. Current size is 3840x400.',
    );
  });

  it('§5 square-only images (1:1) have their own message', () => {
    expect(checkImageShape(size(64, 64), 'square').ok).toBe(true);
    expect(checkImageShape(size(0, 0), 'square').ok).toBe(false);
    expect(text(64, 65, 'square')).toBe('Only square images (1:1) can be uploaded');
  });

  it("§5 unreadable image: 'Failed to load image' / 'Failed to read image file'", async () => {
    const undecodable = await validateImageShape('f', 'square', () =>
      Promise.reject(new Error('decode')),
    );
    expect(formatValidation(i18n, undecodable)).toBe('Failed to load image');
    const unreadable = await validateImageShape('f', 'square', () =>
      Promise.reject(new ImageFileReadError()),
    );
    expect(formatValidation(i18n, unreadable)).toBe('Failed to read image file');
    expect(new ImageFileReadError().name).toBe('ImageFileReadError');
  });

  it('§5 a readable image passes its rule', async () => {
    expect(await validateImageShape('f', 'exact-1920x800', async () => size(1920, 800))).toEqual({
      ok: true,
    });
  });
});
