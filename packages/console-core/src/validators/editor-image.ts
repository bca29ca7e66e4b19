import { fileExtension, type FileLike } from './file-name';
import { IMAGE_SLOT_HINT_PRESET } from './image-upload';
import { invalid, VALID, type ValidationResult } from './result';

/** Largest image the full rich-text editor accepts: 204800 bytes (200 KB). */
export const EDITOR_IMAGE_MAX_BYTES = IMAGE_SLOT_HINT_PRESET.maxBytes;

/** Image types the full rich-text editor accepts. */
export const EDITOR_IMAGE_TYPES: readonly string[] = IMAGE_SLOT_HINT_PRESET.fileTypes;

/** Message when an editor image is too large. */
export const EDITOR_IMAGE_SIZE_MESSAGE = /*i18n*/ {
  id: 'core.editor.imageSize',
  message: 'Image size cannot exceed {size} KB',
};

/** Message when an editor image has another format. */
export const EDITOR_IMAGE_FORMAT_MESSAGE = /*i18n*/ {
  id: 'core.editor.imageFormat',
  message: 'Only JPG, PNG and GIF images can be uploaded',
};

// 'image/jpeg' is the MIME name of .jpg files, so it counts as jpg.
const MIME_TO_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

function typeOf(file: FileLike): string {
  const byMime = MIME_TO_TYPE[(file.type ?? '').toLowerCase()];
  if (byMime) return byMime;
  const ext = fileExtension(file.name);
  return ext === 'jpeg' ? 'jpg' : ext;
}

/**
 * Full editor variant (and the 200 KB image slots): only JPG, PNG, GIF, at most 204800 bytes.
 * Format is checked first so a huge .exe is reported as the wrong format.
 */
export function validateEditorImage(file: FileLike): ValidationResult {
  if (!EDITOR_IMAGE_TYPES.includes(typeOf(file))) {
    return invalid('editor-image-format', EDITOR_IMAGE_FORMAT_MESSAGE);
  }
  if (file.size > EDITOR_IMAGE_MAX_BYTES) {
    return invalid('editor-image-size', EDITOR_IMAGE_SIZE_MESSAGE, {
      size: EDITOR_IMAGE_MAX_BYTES / 1024,
    });
  }
  return VALID;
}
