import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inBatches, parseIds, parseWallTime } from '../../src/services/admin/query';
import { sendXlsx } from '../../src/services/excel/index';

describe('admin query helpers', () => {
  it('parses comma-separated ids, dropping duplicates and out-of-range values', () => {
    expect(parseIds('3,4,3,0,99999999999')).toEqual([3, 4]);
    expect(parseIds(Array.from({ length: 1500 }, (_, i) => i + 1).join(','))).toHaveLength(1000);
  });

  it('reads RuoYi wall times in GMT+8', () => {
    expect(parseWallTime('2024-01-02')).toEqual({
      at: new Date('2024-01-01T16:00:00Z'),
      dateOnly: true,
    });
    expect(parseWallTime('2024-01-02 08:30:15')?.at).toEqual(new Date('2024-01-02T00:30:15Z'));
    expect(parseWallTime('2024-13-40')).toBeUndefined();
    expect(parseWallTime('yesterday')).toBeUndefined();
  });

  it('pages through a keyset query in batches', async () => {
    const data = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));
    const calls: number[] = [];
    const rows: number[] = [];
    for await (const row of inBatches(
      async (after, limit) => {
        calls.push(after);
        return data.filter((d) => d.id > after).slice(0, limit);
      },
      (r) => r.id,
      3,
    ))
      rows.push(row.id);
    expect(rows).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(calls).toEqual([0, 3, 6]);
  });

  it('starts a new sheet after rowsPerSheet rows', async () => {
    const app = Fastify();
    app.get('/x', (_request, reply) =>
      sendXlsx(reply, {
        fileName: 'x.xlsx',
        sheetName: '数据',
        columns: [{ header: 'n', key: 'n' }],
        rows: [{ n: 1 }, { n: 2 }, { n: 3 }],
        rowsPerSheet: 2,
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => [s.name, s.rowCount])).toEqual([
      ['数据', 3],
      ['数据1', 2],
    ]);
  });
});
