import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';

/**
 * One entry of a hand-built zip: `data` (deflated here) or already deflated `packed` bytes of
 * `size` uncompressed bytes; `declaredSize` lies about the uncompressed size when given.
 */
export type RawEntry = { name: string; declaredSize?: number } & (
  { data: Buffer } | { packed: Buffer; size: number }
);

/**
 * Writes the fields a local header and a central directory record share, from `at` (where
 * "version needed" stands): version 2.0, deflate, the compressed and uncompressed sizes, the
 * name's length.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  packedLength: number,
  size: number,
  nameLength: number,
): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt32LE(packedLength, at + 14);
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/**
 * A zip written byte by byte (deflated entries, CRC left 0): lets a test declare whatever sizes
 * it wants in the local headers and the central directory, as an attacker would.
 */
export function rawZip(entries: readonly RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = 'data' in entry ? deflateRawSync(entry.data, { level: 9 }) : entry.packed;
    const size = entry.declaredSize ?? ('data' in entry ? entry.data.length : entry.size);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, packed.length, size, name.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, packed.length, size, name.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';

/** `mib` MiB of a sheet's XML (whitespace inside sheetData), deflated a MiB at a time. */
async function deflatedSheet(mib: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve) =>
      deflate.write(chunk) ? resolve() : deflate.once('drain', resolve),
    );
  await write(Buffer.from('<worksheet><sheetData>'));
  for (let i = 0; i < mib; i += 1) await write(spaces);
  deflate.end(Buffer.from('</sheetData></worksheet>'));
  await done;
  return Buffer.concat(out);
}

/**
 * An xlsx-shaped zip whose sheet inflates to a little over `mib` MiB (about a thousandth of that
 * on disk). `declare` sets what the archive claims the sheet's size is.
 */
export async function xlsxBomb(mib: number, declare?: number): Promise<Buffer> {
  const size = mib * 1024 * 1024 + 46;
  return rawZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook><sheets/></workbook>') },
    {
      name: 'xl/worksheets/sheet1.xml',
      packed: await deflatedSheet(mib),
      size,
      ...(declare ? { declaredSize: declare } : {}),
    },
  ]);
}

/** A well-formed zip (JSZip) with `count` tiny entries. */
export async function manyEntries(count: number): Promise<Buffer> {
  const zip = new JSZip();
  for (let i = 0; i < count; i += 1) zip.file(`word/part${i}.xml`, '<x/>');
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
