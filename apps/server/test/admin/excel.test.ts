import ExcelJS from 'exceljs';
import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  cellValue,
  neutraliseFormula,
  readXlsx,
  sendXlsx,
  XLSX_MIME,
  XlsxReadError,
} from '../../src/services/excel/index';

const columns = [
  { header: '编号', key: 'id' },
  { header: '名称', key: 'name' },
  { header: '状态', key: 'status', dict: { '0': '正常', '1': '停用' } },
  { header: '时间', key: 'at' },
];

async function exportRows(rows: Iterable<object> | AsyncIterable<object>, fileName = 'x.xlsx') {
  const app = Fastify();
  app.get('/x', (_request, reply) =>
    sendXlsx(reply, { fileName, sheetName: '数据', columns, rows }),
  );
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return res;
}

async function sheetValues(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const out: unknown[][] = [];
  sheet?.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return { out, workbook };
}

describe('neutraliseFormula', () => {
  it('prefixes every dangerous first character and nothing else', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    for (const s of ['+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutraliseFormula(s)).toBe(`'${s}`);
    expect(neutraliseFormula('plain')).toBe('plain');
    expect(neutraliseFormula('')).toBe('');
  });

  it('never yields text starting with a formula character (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = neutraliseFormula(s);
        expect(/^[=+\-@\t\r]/.test(out)).toBe(false);
        expect(out.endsWith(s)).toBe(true);
      }),
    );
  });

  it('cellValue keeps numbers numeric, maps dictionaries and formats dates', () => {
    expect(cellValue(-5, {})).toBe(-5);
    expect(cellValue('-5', {})).toBe("'-5");
    expect(cellValue('1', { dict: { '1': '停用' } })).toBe('停用');
    expect(cellValue('9', { dict: { '1': '停用' } })).toBe('9');
    expect(cellValue(new Date('2024-01-01T00:00:00Z'), {})).toBe('2024-01-01 08:00:00');
    expect(cellValue(null, {})).toBeNull();
  });
});

describe('sendXlsx', () => {
  it('streams a workbook with headers, labels and neutralised text', async () => {
    async function* rows() {
      yield { id: 1, name: '=cmd|"/C calc"!A0', status: '0', at: new Date('2024-05-01T04:00:00Z') };
      yield { id: 2, name: '@SUM(A1)', status: '1', at: null };
      yield { id: 3, name: 'ok', status: '0', extra: 'ignored' };
    }
    const res = await exportRows(rows(), '参数_1.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toContain('attachment;');
    expect(res.headers['content-disposition']).toContain(
      "filename*=UTF-8''%E5%8F%82%E6%95%B0_1.xlsx",
    );
    expect(res.headers['download-filename']).toBe(encodeURIComponent('参数_1.xlsx'));
    const { out, workbook } = await sheetValues(res.rawPayload);
    expect(workbook.worksheets[0]?.name).toBe('数据');
    expect(out[0]).toEqual(['编号', '名称', '状态', '时间']);
    expect(out[1]).toEqual([1, '\'=cmd|"/C calc"!A0', '正常', '2024-05-01 12:00:00']);
    expect(out[2]?.slice(0, 3)).toEqual([2, "'@SUM(A1)", '停用']);
    expect(out[3]?.slice(0, 3)).toEqual([3, 'ok', '正常']);
    for (const row of out)
      for (const cell of row)
        if (typeof cell === 'string') expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
  });

  it('writes a header-only workbook for no rows (sync iterable)', async () => {
    const res = await exportRows([]);
    const { out } = await sheetValues(res.rawPayload);
    expect(out).toEqual([['编号', '名称', '状态', '时间']]);
  });
});

describe('readXlsx', () => {
  async function workbookOf(rows: unknown[][]) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('S');
    for (const row of rows) sheet.addRow(row);
    workbook.addWorksheet('Second').addRow(['编号']);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it('maps the header row by text, reverses dictionaries and skips empty rows', async () => {
    const buffer = await workbookOf([
      [],
      ['名称', '未知列', '状态', '编号'],
      ['a', 'x', '停用', 7],
      [],
      [' b ', 'y', '正常', '8'],
      [{ formula: '1+1', result: 2 }, '', '???', ''],
    ]);
    expect(await readXlsx(buffer, columns)).toEqual([
      { name: 'a', status: '1', id: '7' },
      { name: 'b', status: '0', id: '8' },
      { name: '2', status: '???', id: '' },
    ]);
  });

  it('enforces size, row caps, required headers and the file type', async () => {
    const buffer = await workbookOf([['编号'], [1], [2], [3]]);
    await expect(readXlsx(buffer, columns, { maxBytes: 10 })).rejects.toThrow(XlsxReadError);
    await expect(readXlsx(buffer, columns, { maxRows: 2 })).rejects.toMatchObject({
      reason: 'tooManyRows',
    });
    await expect(readXlsx(buffer, columns, { requiredHeaders: ['名称'] })).rejects.toMatchObject({
      reason: 'missingHeader',
    });
    await expect(readXlsx(Buffer.from('not a zip'), columns)).rejects.toMatchObject({
      reason: 'invalid',
    });
    await expect(
      readXlsx(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]), columns),
    ).rejects.toMatchObject({ reason: 'invalid' });
  });
});
