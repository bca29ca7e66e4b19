import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { sysFile } from '../../src/db/schema';
import { API, buildExtraApp, getApp, loginAs, testTempDir } from '../helper';

/** One multipart part; a part with `filename` is a file. */
export interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body and its content-type header. */
export function multipart(parts: Part[]) {
  const boundary = `----wcmtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.filename !== undefined)
      head += `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A solid-colour image made with sharp. */
export function image(
  format: 'png' | 'jpeg' | 'gif',
  width = 40,
  height = 56,
  colour = '#07c160',
): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === 'png' ? base.png() : format === 'jpeg' ? base.jpeg() : base.gif()).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header declares `width`×`height` pixels (a decompression bomb header). */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal PDF file-type recognises. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
/** The start of a Windows executable (file-type says `exe`). */
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

/** A real xlsx workbook. */
export async function xlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').addRow(['a', 1]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every file below `dir` (relative paths), empty when it does not exist. */
export function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() || e.isSymbolicLink())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

/** An app for file tests, its files folder and a token of ry. */
export interface FilesApp {
  app: FastifyInstance;
  root: string;
  token: string;
}

/** An app on the shared database whose files live in a fresh temporary data dir. */
export async function filesApp(): Promise<FilesApp> {
  await getApp();
  const dataDir = testTempDir('files-');
  const app = await buildExtraApp({ dataDir });
  return { app, root: path.join(dataDir, 'files'), token: await loginAs(app, 'ry') };
}

/** The {@link filesApp} of a test file: built before its tests and closed after them. */
export function useFilesApp(): FilesApp {
  const files = {} as FilesApp;
  beforeAll(async () => {
    Object.assign(files, await filesApp());
  });
  afterAll(async () => {
    await files.app.close();
  });
  return files;
}

/** Rows in sys_file. */
export async function fileRows(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(sysFile);
  return row?.n ?? 0;
}

/** POSTs one file to an upload endpoint. */
export function upload(
  app: FastifyInstance,
  url: string,
  file: { filename: string; value: Buffer | string; contentType?: string },
  options: { token?: string; fields?: Record<string, string>; lang?: string } = {},
) {
  const body = multipart([
    ...Object.entries(options.fields ?? {}).map(([name, value]) => ({ name, value })),
    { name: 'file', ...file },
  ]);
  return app.inject({
    method: 'POST',
    url: `${API}${url}`,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
}
