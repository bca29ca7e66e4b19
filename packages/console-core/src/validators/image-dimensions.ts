import { invalid, VALID, type ValidationResult } from './result';

/** Decoded pixel size of an image. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * Decodes an image and resolves with its pixel size; supplied by the UI (e.g. with
 * `createImageBitmap` or an `Image` element) so the rules stay testable without a browser.
 * It rejects with `ImageFileReadError` when the bytes cannot be read, with anything else when
 * they cannot be decoded as an image.
 */
export type ImageReader<F> = (file: F) => Promise<ImageSize>;

/** Thrown by an `ImageReader` when reading the file failed (as opposed to decoding it). */
export class ImageFileReadError extends Error {
  constructor(message = 'Failed to read image file', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImageFileReadError';
  }
}

/** Pixel rules of the spec: cover 1:1.4, 16:9, exactly 1920x800 or 1920x200, square. */
export type ImageShapeRule =
  'cover' | 'ratio-16-9' | 'exact-1920x800' | 'exact-1920x200' | 'square';

/** Cover ratio height/width. */
export const COVER_RATIO = 1.4;
/** Allowed deviation of the cover and 16:9 ratios. */
export const RATIO_TOLERANCE = 0.01;

/** Message when the cover ratio is wrong. */
export const COVER_RATIO_MESSAGE = /*i18n*/ {
  id: 'core.image.coverRatio',
  message: 'Image aspect ratio must be 1:1.4. Current ratio is {ratio}.',
};
/** Message when a 16:9 image has another ratio. */
export const WIDE_RATIO_MESSAGE = /*i18n*/ {
  id: 'core.image.wideRatio',
  message: 'Image aspect ratio must be 16:9. Current ratio is {ratio}.',
};
/** Message when an image must have exact pixel dimensions. */
export const EXACT_SIZE_MESSAGE = /*i18n*/ {
  id: 'core.image.exactSize',
  message:
    'Image size must be exactly {width}x{height} pixels. Current size is {actualWidth}x{actualHeight}.',
};
/** Message when an image must be square. */
export const SQUARE_MESSAGE = /*i18n*/ {
  id: 'core.image.square',
  message: 'Only square images (1:1) can be uploaded',
};
/** Message when the image cannot be decoded. */
export const IMAGE_LOAD_FAILED_MESSAGE = /*i18n*/ {
  id: 'core.image.loadFailed',
  message: 'Failed to load image',
};
/** Message when the file cannot be read. */
export const IMAGE_READ_FAILED_MESSAGE = /*i18n*/ {
  id: 'core.image.readFailed',
  message: 'Failed to read image file',
};

/** Options of `validateImageShape`. */
export interface ImageShapeOptions {
  /**
   * Whether this is a title-type upload; the spec applies the cover ratio only to those, so
   * `false` makes the `'cover'` rule pass without reading the file.
   * @default true
   */
  readonly titleUpload?: boolean;
}

function exact(size: ImageSize, width: number, height: number): ValidationResult {
  if (size.width === width && size.height === height) return VALID;
  return invalid('image-exact-size', EXACT_SIZE_MESSAGE, {
    width,
    height,
    actualWidth: size.width,
    actualHeight: size.height,
  });
}

// A zero-width image has no ratio; Infinity/NaN are never within tolerance, so it fails.
function ratioOff(actual: number, wanted: number): boolean {
  return !(Math.abs(actual - wanted) <= RATIO_TOLERANCE);
}

/** Pure check of decoded dimensions against one rule. */
export function checkImageShape(size: ImageSize, rule: ImageShapeRule): ValidationResult {
  switch (rule) {
    case 'cover': {
      const ratio = size.height / size.width;
      if (!ratioOff(ratio, COVER_RATIO)) return VALID;
      return invalid('image-cover-ratio', COVER_RATIO_MESSAGE, { ratio: ratio.toFixed(2) });
    }
    case 'ratio-16-9': {
      const ratio = size.width / size.height;
      if (!ratioOff(ratio, 16 / 9)) return VALID;
      return invalid('image-ratio-16-9', WIDE_RATIO_MESSAGE, { ratio: ratio.toFixed(2) });
    }
    case 'exact-1920x800':
      return exact(size, 1920, 800);
    case 'exact-1920x200':
      return exact(size, 1920, 200);
    case 'square':
      return size.width === size.height && size.width > 0
        ? VALID
        : invalid('image-square', SQUARE_MESSAGE);
  }
}

/**
 * Reads the image with `readImage` and checks it against `rule`. Never rejects: reader failures
 * become 'Failed to read image file' / 'Failed to load image' results.
 */
export async function validateImageShape<F>(
  file: F,
  rule: ImageShapeRule,
  readImage: ImageReader<F>,
  options: ImageShapeOptions = {},
): Promise<ValidationResult> {
  if (rule === 'cover' && options.titleUpload === false) return VALID;
  let size: ImageSize;
  try {
    size = await readImage(file);
  } catch (error) {
    return error instanceof ImageFileReadError
      ? invalid('image-read-failed', IMAGE_READ_FAILED_MESSAGE)
      : invalid('image-load-failed', IMAGE_LOAD_FAILED_MESSAGE);
  }
  return checkImageShape(size, rule);
}
