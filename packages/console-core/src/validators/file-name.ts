/** Bytes in one kilobyte as the upload limits count them (binary, like the spec's 204800 = 200 KB). */
export const KB = 1024;

/** Bytes in one megabyte (binary: 5 MB = 5242880 bytes, as in the spec's constants). */
export const MB = 1024 * 1024;

/** The minimal file shape the validators need; a browser `File` satisfies it. */
export interface FileLike {
  /** File name as chosen by the user, e.g. `report.PDF`. */
  readonly name: string;
  /** Size in bytes. */
  readonly size: number;
  /** MIME type reported by the browser; may be empty. */
  readonly type?: string;
}

/**
 * Lower-case extension after the last dot, '' when there is none. Trailing dots and spaces are
 * dropped first because Windows ignores them, so `virus.exe.` would still run as an `.exe`.
 */
export function fileExtension(name: string): string {
  const cleaned = name.replace(/[.\s]+$/, '');
  const dot = cleaned.lastIndexOf('.');
  if (dot < 0 || dot === cleaned.length - 1) return '';
  return cleaned.slice(dot + 1).toLowerCase();
}

/** Lower-cases and strips leading dots so options may say `.PDF` or `pdf`. */
export function normaliseTypes(types: readonly string[]): string[] {
  return types.map((t) => t.trim().replace(/^\.+/, '').toLowerCase()).filter((t) => t !== '');
}

/** Rounds for display to at most two decimals (0.1953 -> 0.2, 1 -> 1). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
