// Test files made in the test: real PNGs of any size (a tiny encoder on node:zlib), and files
// whose name lies about their content. Nothing is read from disk, so every run is the same.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** What Playwright's `setInputFiles` / `FileChooser.setFiles` take. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Options of {@link png}. */
export interface PngOptions {
  /** File name. @default `image-<width>x<height>.png` */
  name?: string;
  /** Fill colour as [r, g, b]. @default a colour derived from the size */
  color?: readonly [number, number, number];
  /** Colour of each pixel, instead of one fill colour (e.g. halves of different colours). */
  paint?: (x: number, y: number) => readonly [number, number, number];
  /** Random pixels instead of a fill, so the file does not compress (for oversize files). */
  noise?: boolean;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** The bytes of an 8-bit RGB PNG of `width` x `height` pixels. */
export function pngBytes(width: number, height: number, options: PngOptions = {}): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new RangeError(`bad PNG size ${width}x${height}`);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  // compression, filter and interlace methods stay 0
  const stride = width * 3 + 1; // one filter byte (0 = none) before each row
  let raw: Buffer;
  if (options.noise) {
    raw = randomBytes(stride * height);
    for (let y = 0; y < height; y++) raw[y * stride] = 0;
  } else {
    const fill = options.color ?? [(width * 7) % 256, (height * 13) % 256, 160];
    const paint = options.paint ?? (() => fill);
    raw = Buffer.alloc(stride * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) raw.set(paint(x, y), y * stride + 1 + x * 3);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: options.noise ? 0 : 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG file of the given size. */
export function png(width: number, height: number, options: PngOptions = {}): TestFile {
  return {
    name: options.name ?? `image-${width}x${height}.png`,
    mimeType: 'image/png',
    buffer: pngBytes(width, height, options),
  };
}

/** The width and height a PNG file declares (its IHDR chunk). */
export function pngSize(file: TestFile): { width: number; height: number } {
  if (!file.buffer.subarray(0, 8).equals(SIGNATURE)) throw new Error(`${file.name} is not a PNG`);
  return { width: file.buffer.readUInt32BE(16), height: file.buffer.readUInt32BE(20) };
}

/** A valid one-page PDF. */
export function pdfBytes(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF named as a PNG (what a browser sends for it: `image/png`, from the name). */
export function pdfNamedPng(name = 'not-an-image.png'): TestFile {
  return { name, mimeType: 'image/png', buffer: pdfBytes() };
}

/** A real PDF. */
export function pdf(name = 'certificate.pdf'): TestFile {
  return { name, mimeType: 'application/pdf', buffer: pdfBytes() };
}

/** The start of a Windows executable ('MZ' header), named `.exe`. */
export function exe(name = 'setup.exe'): TestFile {
  const buffer = Buffer.alloc(512);
  buffer.write('MZ', 0, 'latin1');
  buffer.writeUInt32LE(0x80, 0x3c); // offset of the PE header
  buffer.write('PE\0\0', 0x80, 'latin1');
  return { name, mimeType: 'application/x-msdownload', buffer };
}
