import { deflateSync } from 'node:zlib';

const crcTable = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Encodes an RGB buffer (3 bytes per pixel, row-major) as an 8-bit truecolour PNG. The `sub`
 * row filter (each byte minus the one a pixel to its left) makes smooth illustrations deflate
 * faster and a little smaller; no filter suits small noisy images such as captchas.
 */
export function encodePng(
  width: number,
  height: number,
  rgb: Uint8Array,
  options: { filter?: 'none' | 'sub' } = {},
): Buffer {
  if (rgb.length !== width * height * 3)
    throw new Error('RGB buffer size does not match the image size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  // bytes 10-12: deflate compression, adaptive filtering, no interlace (all 0)
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  const sub = options.filter === 'sub';
  for (let y = 0; y < height; y += 1) {
    const start = y * (stride + 1);
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    raw[start] = sub ? 1 : 0;
    raw.set(row, start + 1);
    if (sub)
      for (let i = stride - 1; i >= 3; i -= 1)
        raw[start + 1 + i] = ((row[i] ?? 0) - (row[i - 3] ?? 0)) & 255;
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
