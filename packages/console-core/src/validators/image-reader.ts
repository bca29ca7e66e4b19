import { ImageFileReadError, type ImageReader, type ImageSize } from './image-dimensions';

/** Steps of {@link createBrowserImageReader}, replaceable for tests or other runtimes. */
export interface BrowserImageReaderDeps {
  /**
   * Reads the file into a data URL; rejects with `ImageFileReadError` on failure.
   * @default a `FileReader` (`readAsDataURL`)
   */
  readonly readDataUrl?: (file: Blob) => Promise<string>;
  /**
   * Decodes the URL and resolves with the natural pixel size.
   * @default an `Image` element (`naturalWidth` / `naturalHeight`)
   */
  readonly decode?: (url: string) => Promise<ImageSize>;
}

/** Reads a Blob with `FileReader`; any failure (or no FileReader at all) is a read error. */
export function readDataUrlWithFileReader(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    if (typeof FileReader === 'undefined') {
      reject(new ImageFileReadError('FileReader is not available'));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ImageFileReadError(undefined, { cause: reader.error }));
    reader.readAsDataURL(file);
  });
}

/** Decodes a URL with an `Image` element; a failure here means "not an image". */
export function decodeWithImageElement(url: string): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    if (typeof Image === 'undefined') {
      reject(new Error('Image is not available'));
      return;
    }
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('Failed to load image'));
    image.src = url;
  });
}

/**
 * The `readImage` parameter of `validateImageShape` for browsers: reads the file, then decodes
 * it, so the two failures map to 'Failed to read image file' and 'Failed to load image'.
 */
export function createBrowserImageReader(deps: BrowserImageReaderDeps = {}): ImageReader<Blob> {
  const readDataUrl = deps.readDataUrl ?? readDataUrlWithFileReader;
  const decode = deps.decode ?? decodeWithImageElement;
  return async (file) => decode(await readDataUrl(file));
}
