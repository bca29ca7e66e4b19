import { invalid, VALID, type ValidationResult } from './result';

/** Tags kept when content is pasted into the restricted editor (spec section 5). */
export const RESTRICTED_EDITOR_TAGS: readonly string[] = [
  'b',
  'i',
  'u',
  'em',
  'strong',
  'span',
  'a',
  'br',
];

/** Message when an image is inserted into the restricted editor. */
export const IMAGES_NOT_ALLOWED_MESSAGE = /*i18n*/ {
  id: 'core.editor.imagesNotAllowed',
  message: 'Images not allowed',
};
/** Message when a table is inserted into the restricted editor. */
export const TABLES_NOT_ALLOWED_MESSAGE = /*i18n*/ {
  id: 'core.editor.tablesNotAllowed',
  message: 'Tables not allowed',
};
/** Message when video, audio or a frame is inserted into the restricted editor. */
export const MEDIA_NOT_ALLOWED_MESSAGE = /*i18n*/ {
  id: 'core.editor.mediaNotAllowed',
  message: 'Video, audio and embedded frames not allowed',
};
/** Message when an image upload is attempted in the restricted editor. */
export const UPLOAD_IMAGES_NOT_ALLOWED_MESSAGE = /*i18n*/ {
  id: 'core.editor.uploadImagesNotAllowed',
  message: 'Upload images not allowed',
};

const REFUSED: Readonly<Record<string, [string, typeof IMAGES_NOT_ALLOWED_MESSAGE]>> = {
  img: ['editor-image-not-allowed', IMAGES_NOT_ALLOWED_MESSAGE],
  picture: ['editor-image-not-allowed', IMAGES_NOT_ALLOWED_MESSAGE],
  table: ['editor-table-not-allowed', TABLES_NOT_ALLOWED_MESSAGE],
  video: ['editor-media-not-allowed', MEDIA_NOT_ALLOWED_MESSAGE],
  audio: ['editor-media-not-allowed', MEDIA_NOT_ALLOWED_MESSAGE],
  iframe: ['editor-media-not-allowed', MEDIA_NOT_ALLOWED_MESSAGE],
};

/**
 * Restricted editor variant: refuses the first image, table, video, audio or iframe among the
 * element names of an insertion (any case), e.g. `checkRestrictedContent(['p', 'IMG'])`.
 */
export function checkRestrictedContent(tagNames: Iterable<string>): ValidationResult {
  for (const name of tagNames) {
    const refused = REFUSED[name.toLowerCase()];
    if (refused) return invalid(refused[0], refused[1]);
  }
  return VALID;
}

/** Restricted editor variant: image uploads are always refused. */
export function validateRestrictedImageUpload(): ValidationResult {
  return invalid('editor-upload-not-allowed', UPLOAD_IMAGES_NOT_ALLOWED_MESSAGE);
}
