import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { XLSX_MIME } from '../../src/services/excel/index';
import { API, bearer, getApp } from '../helper';

/** Parses an xlsx reply back into rows of cell values (header first), checking its headers. */
export async function xlsxRows(res: LightMyRequestResponse): Promise<unknown[][]> {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_MIME);
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

/** Form-encoded export body, as RuoYi's download() posts it. */
export const form = (values: Record<string, string>) => ({
  payload: new URLSearchParams(values).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** POSTs an export with a form-encoded body, as RuoYi's download() does, and returns its rows. */
export async function exportRows(token: string, url: string, values: Record<string, string>) {
  const app = await getApp();
  const body = form(values);
  const res = await app.inject({
    method: 'POST',
    url: `${API}${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  return xlsxRows(res);
}
