import { fileExtension, type FileLike } from './file-name';
import { invalid, VALID, type ValidationResult } from './result';

/** Executable and installer types the library refuses (spec section 5, "Library"). */
export const LIBRARY_FORBIDDEN_TYPES: readonly string[] = [
  'exe',
  'bat',
  'cmd',
  'scr',
  'sh',
  'bin',
  'app',
  'apk',
  'ipa',
];

/** Message when a forbidden type is uploaded to the library. */
export const LIBRARY_FORBIDDEN_MESSAGE = /*i18n*/ {
  id: 'core.library.forbiddenType',
  message: 'Uploading {type} files is not allowed',
};

/**
 * Refuses forbidden types, case-insensitive. Only the last extension decides what the system
 * runs, so `a.pdf.exe` is refused while `a.exe.pdf` is a PDF; trailing dots and spaces are
 * ignored as Windows does. This is a convenience check: the server must check again.
 */
export function validateLibraryFile(file: Pick<FileLike, 'name'>): ValidationResult {
  const ext = fileExtension(file.name);
  if (!LIBRARY_FORBIDDEN_TYPES.includes(ext)) return VALID;
  return invalid('library-forbidden-type', LIBRARY_FORBIDDEN_MESSAGE, { type: ext });
}
