import { fileExtension, KB, MB, normaliseTypes, round2, type FileLike } from './file-name';
import { invalid, VALID, type ValidationResult } from './result';

/** Limits of one image upload slot (spec section 5, "Image upload"). */
export interface ImageUploadOptions {
  /**
   * Accepted types, matched against the MIME subtype or the extension, case-insensitive.
   * @default ['png', 'jpg', 'jpeg']
   */
  readonly fileTypes?: readonly string[];
  /**
   * Largest accepted size in megabytes.
   * @default 1
   */
  readonly maxSizeMb?: number;
  /**
   * Largest number of images in the slot.
   * @default 1
   */
  readonly limit?: number;
}

/** Default image slot: one PNG/JPG/JPEG image of at most 1 MB. */
export const IMAGE_UPLOAD_DEFAULTS = {
  fileTypes: ['png', 'jpg', 'jpeg'],
  maxSizeMb: 1,
  limit: 1,
} as const satisfies Required<ImageUploadOptions>;

/** Gallery variant of the spec: up to 5 images of at most 10 MB each. */
export const IMAGE_UPLOAD_GALLERY = {
  ...IMAGE_UPLOAD_DEFAULTS,
  maxSizeMb: 10,
  limit: 5,
} as const satisfies Required<ImageUploadOptions>;

/** Hint shown next to the small image slots (200 KB, JPG/PNG/GIF). */
export const IMAGE_SLOT_HINT_MESSAGE = /*i18n*/ {
  id: 'core.upload.image.slotHint',
  message: 'Size no more than {size} KB, formats {formats}',
};

/**
 * Small image slots: 200 KB, JPG/PNG/GIF, with the hint text to display. Usable both as
 * `validateImageFile` options (`maxSizeMb` is 200 KB in MB) and through `validateEditorImage`,
 * whose byte limit is the same.
 */
export const IMAGE_SLOT_HINT_PRESET = {
  maxBytes: 200 * KB,
  maxSizeMb: 200 / 1024,
  fileTypes: ['jpg', 'png', 'gif'],
  hint: IMAGE_SLOT_HINT_MESSAGE,
  hintValues: { size: 200, formats: 'JPG/PNG/GIF' },
} as const;

/** Message when the image type is not accepted (the spec gives the cover-format hint). */
export const IMAGE_FORMAT_MESSAGE = /*i18n*/ {
  id: 'core.upload.image.format',
  message: 'Quality cover helps recommendation, formats JPEG, PNG',
};

/** Message when the image is larger than the limit. */
export const IMAGE_SIZE_MESSAGE = /*i18n*/ {
  id: 'core.upload.image.size',
  message: 'Image size too large ({size} KB). Maximum allowed is {max} MB.',
};

/** Message when too many images are selected. */
export const IMAGE_COUNT_MESSAGE = /*i18n*/ {
  id: 'core.upload.image.count',
  message: 'Upload file count cannot exceed {limit}',
};

/** Message when a required cover image is missing. */
export const COVER_REQUIRED_MESSAGE = /*i18n*/ {
  id: 'core.upload.image.coverRequired',
  message: 'Please upload a cover image',
};

// 'image/svg+xml' -> 'svg'; the subtype alone is what the type list names.
function mimeSubtype(type: string | undefined): string {
  const sub = (type ?? '').toLowerCase().split('/')[1] ?? '';
  return sub.split('+')[0] ?? '';
}

// JPG and JPEG are one format (MIME 'image/jpeg'), whichever spelling a list or a file uses.
const sameFormat = (type: string) => (type === 'jpeg' ? 'jpg' : type);

/** Type then size check of one image before it is sent. */
export function validateImageFile(
  file: FileLike,
  options: ImageUploadOptions = {},
): ValidationResult {
  const types = normaliseTypes(options.fileTypes ?? IMAGE_UPLOAD_DEFAULTS.fileTypes).map(
    sameFormat,
  );
  const matched = [mimeSubtype(file.type), fileExtension(file.name)]
    .map(sameFormat)
    .some((t) => types.includes(t));
  if (!matched) return invalid('image-format', IMAGE_FORMAT_MESSAGE);
  const maxSizeMb = options.maxSizeMb ?? IMAGE_UPLOAD_DEFAULTS.maxSizeMb;
  if (file.size <= maxSizeMb * MB) return VALID;
  return invalid('image-size', IMAGE_SIZE_MESSAGE, {
    size: round2(file.size / KB),
    max: round2(maxSizeMb),
  });
}

/** Count check when images are picked: `current` in the slot plus `adding` within the limit. */
export function validateImageCount(
  current: number,
  adding: number,
  options: Pick<ImageUploadOptions, 'limit'> = {},
): ValidationResult {
  const limit = options.limit ?? IMAGE_UPLOAD_DEFAULTS.limit;
  if (current + adding <= limit) return VALID;
  return invalid('image-count', IMAGE_COUNT_MESSAGE, { limit });
}

/** A cover is required: a non-blank URL, or a non-empty list of URLs. */
export function validateCoverRequired(
  value: string | readonly string[] | null | undefined,
): ValidationResult {
  const list = typeof value === 'string' ? [value] : (value ?? []);
  if (list.some((v) => v.trim() !== '')) return VALID;
  return invalid('cover-required', COVER_REQUIRED_MESSAGE);
}
