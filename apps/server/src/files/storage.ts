import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { resolveInside } from './safe-path';

/** Storage keys: SHA-256 (hex) of the bytes, a dot and the server-chosen extension. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{64}\.[a-z0-9]{1,5}$/;
/** Temporary file names (see `TempFiles.put`): 32 hex characters, `_`, a safe display name. */
export const TEMP_NAME_PATTERN = /^[0-9a-f]{32}_[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** One stored object, opened for reading. */
export interface StoredObject {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded bytes live. Keys are content addresses chosen by the server; callers never
 * build paths. A local-disk implementation is the default; an S3-compatible one can replace it.
 */
export interface Storage {
  /** Stores `bytes` (once: the same bytes give the same key) and returns the key. */
  put(bytes: Uint8Array, meta: { ext: string; contentType: string }): Promise<string>;
  /** Opens a stored object, or undefined when the key is unknown or malformed. */
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** The key `put` gives these bytes. */
export function storageKeyOf(bytes: Uint8Array, ext: string): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
}

async function openInside(root: string, segments: string[]): Promise<StoredObject | undefined> {
  const real = await resolveInside(root, segments);
  if (!real) return undefined;
  const info = await stat(real);
  if (!info.isFile()) return undefined;
  return { stream: createReadStream(real), size: info.size };
}

async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
  await writeFile(partial, bytes, { flag: 'wx', mode: 0o640 });
  await rename(partial, file);
}

/** Local-disk storage: uploads in `<root>/upload/<key>`. */
export class LocalDiskStorage implements Storage {
  /** The storage root (`DATA_DIR/files`), frozen at construction. */
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(bytes: Uint8Array, meta: { ext: string; contentType: string }): Promise<string> {
    const key = storageKeyOf(bytes, meta.ext);
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid extension "${meta.ext}"`);
    if (!(await this.exists(key)))
      await writeAtomically(path.join(this.root, 'upload', key), bytes);
    return key;
  }

  async get(key: string): Promise<StoredObject | undefined> {
    if (!STORAGE_KEY_PATTERN.test(key)) return undefined;
    return openInside(this.root, ['upload', key]);
  }

  async delete(key: string): Promise<void> {
    if (!STORAGE_KEY_PATTERN.test(key)) return;
    await rm(path.join(this.root, 'upload', key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    if (!STORAGE_KEY_PATTERN.test(key)) return false;
    const info = await lstat(path.join(this.root, 'upload', key)).catch(() => undefined);
    return info?.isFile() ?? false;
  }

  /** Opens any file under the root by checked relative segments (downloads), confined to the root. */
  openRelative(segments: string[]): Promise<StoredObject | undefined> {
    return openInside(this.root, segments);
  }
}

/**
 * Temporary files (exports meant for a single download) in `<root>/tmp/`. Only these may be
 * removed by `GET /common/download?delete=true`.
 */
export class TempFiles {
  constructor(readonly root: string) {}

  /** Writes a temporary file and returns the `fileName` to pass to `/common/download`. */
  async put(displayName: string, bytes: Uint8Array): Promise<string> {
    const safe = displayName
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .replace(/^[._-]+/, '')
      .slice(0, 100);
    const name = `${randomBytes(16).toString('hex')}_${safe || 'file'}`;
    await writeAtomically(path.join(this.root, 'tmp', name), bytes);
    return `tmp/${name}`;
  }

  /** Deletes a temporary file by name; names outside the pattern are ignored. */
  async delete(name: string): Promise<void> {
    if (!TEMP_NAME_PATTERN.test(name)) return;
    await rm(path.join(this.root, 'tmp', name), { force: true });
  }
}
