import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageFileReadError, validateImageShape } from './image-dimensions';
import {
  createBrowserImageReader,
  decodeWithImageElement,
  readDataUrlWithFileReader,
} from './image-reader';

// Stands in for the browser's Image: "decodes" data URLs that name their size.
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(url: string) {
    const size = /#(\d+)x(\d+)$/.exec(url);
    queueMicrotask(() => {
      if (!size) return this.onerror?.();
      this.naturalWidth = Number(size[1]);
      this.naturalHeight = Number(size[2]);
      this.onload?.();
    });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('browser image reader for the pixel rules (spec §5 Image upload)', () => {
  it('reads a file into a data URL with FileReader', async () => {
    const url = await readDataUrlWithFileReader(new Blob(['abc'], { type: 'text/plain' }));
    expect(url).toMatch(/^data:text\/plain;base64,/);
  });

  it("§5 a file-reader failure gives 'Failed to read image file'", async () => {
    class FailingReader {
      onerror: (() => void) | null = null;
      onload: (() => void) | null = null;
      error = new Error('disk');
      readAsDataURL() {
        queueMicrotask(() => this.onerror?.());
      }
    }
    vi.stubGlobal('FileReader', FailingReader);
    const result = await validateImageShape(new Blob([]), 'square', createBrowserImageReader());
    expect(result).toMatchObject({ code: 'image-read-failed' });
    vi.stubGlobal('FileReader', undefined);
    await expect(readDataUrlWithFileReader(new Blob([]))).rejects.toBeInstanceOf(
      ImageFileReadError,
    );
  });

  it("§5 an undecodable image gives 'Failed to load image'", async () => {
    vi.stubGlobal('Image', FakeImage);
    const read = createBrowserImageReader({ readDataUrl: async () => 'data:image/png;base64,xx' });
    expect(await validateImageShape(new Blob([]), 'square', read)).toMatchObject({
      code: 'image-load-failed',
    });
    vi.stubGlobal('Image', undefined);
    await expect(decodeWithImageElement('data:,')).rejects.toThrow('Image is not available');
  });

  it('decodes the natural size, which the rules then check', async () => {
    vi.stubGlobal('Image', FakeImage);
    const read = createBrowserImageReader({ readDataUrl: async () => 'data:image/png#1920x800' });
    expect(await read(new Blob([]))).toEqual({ width: 1920, height: 800 });
    expect(await validateImageShape(new Blob([]), 'exact-1920x800', read)).toEqual({ ok: true });
  });
});
