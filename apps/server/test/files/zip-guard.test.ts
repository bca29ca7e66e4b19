import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZipDirectory, verifyZip, ZipRefusedError } from '../../src/files/zip-guard';
import { readXlsx, XlsxReadError } from '../../src/services/excel/index';
import { adminToken, call, multipart } from '../org/fixtures';
import { filesApp, upload } from './fixtures';
import { manyEntries, rawZip, xlsxBomb } from './zip-fixtures';

const LIMITS = { maxEntries: 100, maxUnpackedBytes: 10 * 1024 * 1024, maxRatio: 100 };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function refusal(work: () => unknown): Promise<string> {
  try {
    await work();
  } catch (error) {
    if (error instanceof ZipRefusedError) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('zip guard', () => {
  it('refuses from the central directory: too many entries, too large, suspicious ratio', async () => {
    expect(await refusal(async () => readZipDirectory(await manyEntries(150), LIMITS))).toBe(
      'tooManyEntries',
    );
    expect(await refusal(async () => readZipDirectory(await xlsxBomb(12), LIMITS))).toBe(
      'tooLarge',
    );
    expect(
      await refusal(async () =>
        readZipDirectory(await xlsxBomb(8), { ...LIMITS, maxUnpackedBytes: 1e9 }),
      ),
    ).toBe('ratio');
    expect(await refusal(() => readZipDirectory(Buffer.from('PK\x03\x04nonsense'), LIMITS))).toBe(
      'corrupt',
    );
    expect(await refusal(() => readZipDirectory(Buffer.from('%PDF-1.4'), LIMITS))).toBe('notZip');
  });

  it('catches a directory that understates sizes while inflating, without keeping the output', async () => {
    const liar = await xlsxBomb(12, 4096);
    expect(readZipDirectory(liar, LIMITS)).toHaveLength(3);
    expect(await refusal(() => verifyZip(liar, LIMITS))).toBe('tooLarge');
  });

  it('refuses data hidden between the entries a streaming parser would read', async () => {
    const honest = rawZip([{ name: 'a.xml', data: Buffer.from('<a/>') }]);
    const dirStart = honest.readUInt32LE(honest.length - 6);
    const smuggled = Buffer.concat([
      honest.subarray(0, dirStart),
      rawZip([{ name: 'b.xml', data: Buffer.alloc(1000, 0x20) }]).subarray(0, 40),
      honest.subarray(dirStart),
    ]);
    smuggled.writeUInt32LE(dirStart + 40, smuggled.length - 6);
    expect(await refusal(() => verifyZip(smuggled, LIMITS))).toBe('corrupt');
  });

  it('accepts real workbooks (exceljs output, with data descriptors)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('s');
    for (let i = 0; i < 2000; i += 1) sheet.addRow([i, `name ${i}`, 'same text in every row']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await verifyZip(bytes, LIMITS)).length).toBeGreaterThan(3);
  });

  it('readXlsx refuses a bomb before parsing it', async () => {
    for (const bomb of [await xlsxBomb(80), await xlsxBomb(80, 2048)]) {
      const error = await readXlsx(bomb, [{ header: 'h', key: 'h' }]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(XlsxReadError);
      expect((error as XlsxReadError).reason).toBe('archive');
    }
  });
});

describe('archives through the API', () => {
  let files: { app: FastifyInstance; token: string };
  let bomb: Buffer;
  beforeAll(async () => {
    // About 300 KB on disk, 300 MB unpacked (the size reported in issue 19).
    bomb = await xlsxBomb(300);
    const { app, token } = await filesApp();
    files = { app, token };
  });
  afterAll(async () => files.app.close());

  it('user import answers a clear message for a 300 KB file that inflates to 300 MB', async () => {
    const token = await adminToken();
    expect(bomb.length).toBeLessThan(400 * 1024);
    for (const lang of ['zh-CN', 'en', 'fr']) {
      const body = multipart('file', 'users.xlsx', XLSX, bomb);
      const res = await call('POST', '/system/user/importData', {
        token,
        payload: body.payload,
        headers: { ...body.headers, 'accept-language': lang },
        contract: '/system/user/importData',
      });
      const answer = res.json<{ code: number; msg: string }>();
      expect(answer.code).toBe(500);
      expect(answer.msg).toMatch(
        { 'zh-CN': /解压/, en: /unpack/i, fr: /décompress/i }[lang] ?? /x/,
      );
    }
  });

  it('uploads of office documents and zips are refused the same way', async () => {
    for (const filename of ['report.docx', 'sheet.xlsx', 'bundle.zip']) {
      const res = await upload(
        files.app,
        '/common/upload',
        { filename, value: bomb },
        { token: files.token, lang: 'en' },
      );
      const answer = res.json<{ code: number; msg: string }>();
      expect(answer, filename).toMatchObject({ code: 500 });
      expect(answer.msg, filename).toMatch(/unpack/i);
    }
  });
});
