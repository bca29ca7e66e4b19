import { fileExtension, MB, normaliseTypes, type FileLike } from './file-name';
import { invalid, VALID, type ValidationResult } from './result';

/** Options of the generic file upload (spec section 5, "Generic file upload"). */
export interface FileUploadOptions {
  /**
   * Allowed extensions, case-insensitive; an empty list allows every type.
   * @default ['doc', 'xls', 'ppt', 'txt', 'pdf']
   */
  readonly fileTypes?: readonly string[];
  /**
   * Largest accepted size in megabytes.
   * @default 5
   */
  readonly maxSizeMb?: number;
  /**
   * Largest number of files in the list.
   * @default 5
   */
  readonly limit?: number;
}

/** Default allowed extensions of the generic file upload. */
export const DEFAULT_FILE_TYPES: readonly string[] = ['doc', 'xls', 'ppt', 'txt', 'pdf'];
/** Default size limit of the generic file upload, in MB. */
export const DEFAULT_FILE_SIZE_MB = 5;
/** Default number of files of the generic file upload. */
export const DEFAULT_FILE_LIMIT = 5;

/** Message when the file's extension is not in the allowed list. */
export const FILE_FORMAT_MESSAGE = /*i18n*/ {
  id: 'core.upload.file.format',
  message: 'File format incorrect, please upload {formats} format files',
};

/** Message when the file is larger than the limit. */
export const FILE_SIZE_MESSAGE = /*i18n*/ {
  id: 'core.upload.file.size',
  message: 'Uploaded file size cannot exceed {size} MB!',
};

/** Message when too many files are selected. */
export const FILE_COUNT_MESSAGE = /*i18n*/ {
  id: 'core.upload.file.count',
  message: 'Number of uploaded files cannot exceed {limit}!',
};

/** Checks only the extension against `fileTypes` (reused by the certificate rules). */
export function checkFileType(file: FileLike, fileTypes: readonly string[]): ValidationResult {
  const allowed = normaliseTypes(fileTypes);
  if (allowed.length === 0 || allowed.includes(fileExtension(file.name))) return VALID;
  return invalid('file-format', FILE_FORMAT_MESSAGE, { formats: allowed.join('/') });
}

/** Checks only the size against `maxSizeMb` (reused by the certificate rules). */
export function checkFileSize(file: FileLike, maxSizeMb: number): ValidationResult {
  if (file.size <= maxSizeMb * MB) return VALID;
  return invalid('file-size', FILE_SIZE_MESSAGE, { size: maxSizeMb });
}

/** Pre-send check of one file: extension first, then size (the order the user fixes them in). */
export function validateUploadFile(
  file: FileLike,
  options: FileUploadOptions = {},
): ValidationResult {
  const typeCheck = checkFileType(file, options.fileTypes ?? DEFAULT_FILE_TYPES);
  if (!typeCheck.ok) return typeCheck;
  return checkFileSize(file, options.maxSizeMb ?? DEFAULT_FILE_SIZE_MB);
}

/**
 * Count check done when files are picked: `current` already in the list plus `adding` now
 * selected must stay within the limit.
 */
export function validateUploadCount(
  current: number,
  adding: number,
  options: Pick<FileUploadOptions, 'limit'> = {},
): ValidationResult {
  const limit = options.limit ?? DEFAULT_FILE_LIMIT;
  if (current + adding <= limit) return VALID;
  return invalid('file-count', FILE_COUNT_MESSAGE, { limit });
}
