import { deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';

/** One entry of a hand-built zip; `declaredSize` lies about the uncompressed size when given. */
export interface RawEntry {
  name: string;
  data: Buffer;
  declaredSize?: number;
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
    const packed = deflateRawSync(entry.data, { level: 9 });
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
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

/**
 * An xlsx-shaped zip whose sheet inflates to `mib` MiB (whitespace inside the XML: about a
 * thousandth of that on disk). `declare` sets what the archive claims the sheet's size is.
 */
export function xlsxBomb(mib: number, declare?: number): Buffer {
  const sheet = Buffer.alloc(mib * 1024 * 1024, 0x20);
  sheet.write('<worksheet><sheetData>', 0);
  sheet.write('</sheetData></worksheet>', sheet.length - 24);
  return rawZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook><sheets/></workbook>') },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: sheet,
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
