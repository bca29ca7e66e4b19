import { realpath } from 'node:fs/promises';
import path from 'node:path';

/** Longest relative path a download parameter may name. */
export const MAX_RELATIVE_PATH = 200;

// One path segment: letters, digits, `.`, `_`, `-`; must not start with a dot.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * Checks a client-supplied path relative to the storage root and returns its segments, or
 * undefined when it is unsafe: empty, too long, absolute, with `..`/`.` segments, backslashes,
 * NUL or other control characters, `%` (URL-encoded or double-encoded variants), drive letters,
 * UNC prefixes or any character outside `[A-Za-z0-9._-/]`. Never decodes anything.
 */
export function checkRelativePath(raw: string): string[] | undefined {
  if (raw.length === 0 || raw.length > MAX_RELATIVE_PATH) return undefined;
  if (raw.startsWith('/')) return undefined;
  const segments = raw.split('/');
  if (segments.some((s) => !SEGMENT.test(s) || s.includes('..'))) return undefined;
  return segments;
}

/**
 * Resolves `segments` under `root` and returns the real path of an existing regular entry, or
 * undefined when it does not exist or its real path (symlinks followed) leaves the real root.
 */
export async function resolveInside(root: string, segments: readonly string[]) {
  const realRoot = await realpath(root).catch(() => undefined);
  if (!realRoot) return undefined;
  const candidate = path.resolve(realRoot, ...segments);
  if (!isWithin(realRoot, candidate)) return undefined;
  const real = await realpath(candidate).catch(() => undefined);
  return real !== undefined && isWithin(realRoot, real) ? real : undefined;
}

/** True when `child` is strictly inside `parent` (not equal, not a sibling sharing a prefix). */
export function isWithin(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}
