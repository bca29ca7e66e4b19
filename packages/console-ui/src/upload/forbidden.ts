import {
  fileExtension,
  invalid,
  validateLibraryFile,
  VALID,
  type FileLike,
  type ValidationResult,
} from '@wcm/console-core';

/**
 * Refuses files whose extension is in `forbidden`, with the library's message (spec section 5,
 * "Library"); the library's own list is checked by console-core's `validateLibraryFile`.
 */
export function checkForbidden(file: FileLike, forbidden: readonly string[]): ValidationResult {
  const ext = fileExtension(file.name);
  const list = forbidden.map((t) => t.trim().replace(/^\.+/, '').toLowerCase());
  if (!ext || !list.includes(ext)) return VALID;
  const library = validateLibraryFile(file);
  if (!library.ok) return library;
  // Same message for a type the caller added to the list.
  const template = validateLibraryFile({ name: 'x.exe' });
  return template.ok ? VALID : invalid(template.code, template.message, { type: ext });
}
