import { createInflateRaw } from 'node:zlib';
import type { MessageKey } from '../i18n/messages';
import { formatBytes } from './file-types';

/**
 * Zip-bomb guard for the archives the server accepts (xlsx imports, office documents and zips
 * uploaded as files). The central directory is read first (no inflation): entry count, declared
 * sizes and compression ratios are checked before any parser sees the bytes. For archives the
 * server then parses, `verifyZip` also inflates every entry as a stream, counting and discarding
 * the output, so a directory that understates sizes is caught with bounded memory and CPU.
 */
export interface ZipLimits {
  /** Most entries (files and folders). */
  maxEntries: number;
  /** Largest total of uncompressed sizes, in bytes. */
  maxUnpackedBytes: number;
  /** Largest uncompressed/compressed ratio of one entry bigger than `ratioGraceBytes`. */
  maxRatio: number;
  /** Entries up to this uncompressed size are not ratio-checked. @default 1 MiB */
  ratioGraceBytes?: number;
}

export type ZipRefusal =
  'notZip' | 'unsupported' | 'corrupt' | 'tooManyEntries' | 'tooLarge' | 'ratio';

/** Why an archive was refused; callers map `reason` to a localised message. */
export class ZipRefusedError extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(`zip: ${reason}`);
    this.name = 'ZipRefusedError';
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const MAX_COMMENT = 0xffff;

/** Whether the bytes start like a zip (local file header). */
export const looksLikeZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL;

function findEndRecord(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - 22 - MAX_COMMENT);
  for (let at = bytes.length - 22; at >= stop; at -= 1)
    if (bytes.readUInt32LE(at) === EOCD) return at;
  throw new ZipRefusedError('corrupt');
}

/** The central directory, checked against `limits` without inflating anything. */
export function readZipDirectory(bytes: Buffer, limits: ZipLimits): ZipEntry[] {
  if (!looksLikeZip(bytes)) throw new ZipRefusedError('notZip');
  const end = findEndRecord(bytes);
  const disk = bytes.readUInt16LE(end + 4);
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  // Zip64 and split archives are never needed for our documents; refusing them keeps every size
  // a checked 32-bit number.
  if (disk !== 0 || count === 0xffff || size === 0xffffffff || offset === 0xffffffff)
    throw new ZipRefusedError('unsupported');
  if (end >= 20 && bytes.readUInt32LE(end - 20) === ZIP64_LOCATOR)
    throw new ZipRefusedError('unsupported');
  if (count > limits.maxEntries) throw new ZipRefusedError('tooManyEntries');
  if (offset + size > end) throw new ZipRefusedError('corrupt');

  const entries: ZipEntry[] = [];
  let total = 0;
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) throw new ZipRefusedError('corrupt');
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    // Encrypted entries cannot be checked; only stored (0) and deflated (8) data is accepted.
    if ((entry.flags & 1) !== 0 || (entry.method !== 0 && entry.method !== 8))
      throw new ZipRefusedError('unsupported');
    if (entry.uncompressedSize === 0xffffffff || entry.compressedSize === 0xffffffff)
      throw new ZipRefusedError('unsupported');
    total += entry.uncompressedSize;
    if (total > limits.maxUnpackedBytes) throw new ZipRefusedError('tooLarge');
    const grace = limits.ratioGraceBytes ?? 1024 * 1024;
    if (
      entry.uncompressedSize > grace &&
      entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)
    )
      throw new ZipRefusedError('ratio');
    entries.push(entry);
  }
  if (at > end) throw new ZipRefusedError('corrupt');
  return entries;
}

/** Inflated size of raw deflate data, counted as it streams; refuses past `limit` bytes. */
function inflatedLength(data: Buffer, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    let total = 0;
    inflater.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflater.destroy();
        reject(new ZipRefusedError('tooLarge'));
      }
    });
    inflater.on('end', () => resolve(total));
    inflater.on('error', () => reject(new ZipRefusedError('corrupt')));
    inflater.end(data);
  });
}

/** End of an entry's data (after its data descriptor, when it has one). */
function entryEnd(bytes: Buffer, entry: ZipEntry, dataStart: number): number {
  let end = dataStart + entry.compressedSize;
  if ((entry.flags & 8) !== 0) {
    if (end + 4 <= bytes.length && bytes.readUInt32LE(end) === DESCRIPTOR) end += 4;
    end += 12;
  }
  return end;
}

/**
 * For archives the server parses: the directory checks, then every local entry must match the
 * directory and follow the previous one with no gap (a streaming parser reads local headers in
 * order, so nothing may hide between them), and inflating each entry must give exactly its
 * declared size. Resolves with the entries; throws ZipRefusedError.
 */
export async function verifyZip(bytes: Buffer, limits: ZipLimits): Promise<ZipEntry[]> {
  const entries = readZipDirectory(bytes, limits);
  const centralStart = bytes.readUInt32LE(findEndRecord(bytes) + 16);
  const ordered = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  let expected = 0;
  for (const entry of ordered) {
    const at = entry.localOffset;
    if (at !== expected || at + 30 > centralStart || bytes.readUInt32LE(at) !== LOCAL)
      throw new ZipRefusedError('corrupt');
    const nameLength = bytes.readUInt16LE(at + 26);
    const dataStart = at + 30 + nameLength + bytes.readUInt16LE(at + 28);
    if (
      bytes.readUInt16LE(at + 8) !== entry.method ||
      bytes.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name
    )
      throw new ZipRefusedError('corrupt');
    const end = entryEnd(bytes, entry, dataStart);
    if (end > centralStart) throw new ZipRefusedError('corrupt');
    const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    const size =
      entry.method === 0 ? data.length : await inflatedLength(data, entry.uncompressedSize);
    if (size !== entry.uncompressedSize) throw new ZipRefusedError('corrupt');
    expected = end;
  }
  if (expected !== centralStart) throw new ZipRefusedError('corrupt');
  return entries;
}

/** The message key and arguments that explain a refused archive to its sender. */
export function archiveRefusal(limits: ZipLimits): [MessageKey, number, string, number] {
  return [
    'files.archive.refused',
    limits.maxEntries,
    formatBytes(limits.maxUnpackedBytes),
    limits.maxRatio,
  ];
}
