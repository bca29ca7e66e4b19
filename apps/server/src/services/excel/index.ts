import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { formatDateTime } from '../../lib/date-format';
import { neutraliseFormula } from './neutralise';

export { looksLikeFormula, neutraliseFormula } from './neutralise';

/** MIME type of .xlsx files. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One exported column: `header` is the title cell, `key` the row property, `dict` maps raw values to labels. */
export interface XlsxColumn {
  header: string;
  key: string;
  width?: number;
  dict?: Record<string, string>;
}

export interface SendXlsxOptions {
  /** File name offered to the browser (e.g. `config_1700000000000.xlsx`). */
  fileName: string;
  sheetName: string;
  columns: readonly XlsxColumn[];
  rows: Iterable<object> | AsyncIterable<object>;
  /** Rows per sheet before a new sheet starts. @default ROWS_PER_SHEET */
  rowsPerSheet?: number;
}

/** RuoYi's ExcelUtil sheet limit: further rows go to `<sheetName>1`, `<sheetName>2`… */
export const ROWS_PER_SHEET = 65_536;

type CellValue = string | number | boolean | null;

/** The value written for one cell: dictionary label, formatted date, neutralised text. */
export function cellValue(raw: unknown, column: Pick<XlsxColumn, 'dict'>): CellValue {
  if (raw === null || raw === undefined) return null;
  if (column.dict) {
    const key = String(raw);
    const label = Object.hasOwn(column.dict, key) ? column.dict[key] : undefined;
    if (label !== undefined) return neutraliseFormula(label);
  }
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'boolean') return raw;
  if (raw instanceof Date) return formatDateTime(raw);
  if (typeof raw === 'bigint') return raw.toString();
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  return neutraliseFormula(text);
}

const contentDisposition = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

async function writeWorkbook(stream: PassThrough, options: SendXlsxOptions): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheetColumns = options.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width ?? Math.max(12, Math.min(60, c.header.length * 2 + 4)),
  }));
  let sheetIndex = 0;
  const newSheet = () => {
    const name = sheetIndex === 0 ? options.sheetName : `${options.sheetName}${sheetIndex}`;
    sheetIndex += 1;
    const sheet = workbook.addWorksheet(name.slice(0, 31));
    sheet.columns = sheetColumns;
    sheet.getRow(1).font = { bold: true };
    return sheet;
  };
  let sheet = newSheet();
  let rowsInSheet = 0;
  for await (const row of options.rows as AsyncIterable<object>) {
    if (rowsInSheet >= (options.rowsPerSheet ?? ROWS_PER_SHEET)) {
      sheet.commit();
      sheet = newSheet();
      rowsInSheet = 0;
    }
    const record = row as Record<string, unknown>;
    sheet.addRow(options.columns.map((c) => cellValue(record[c.key], c))).commit();
    rowsInSheet += 1;
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Streams an .xlsx workbook as the reply: rows are written as they are produced (exceljs
 * streaming writer), every text cell is formula-neutralised. Returns the reply, so a handler
 * can `return sendXlsx(reply, …)`.
 */
export function sendXlsx(reply: FastifyReply, options: SendXlsxOptions): FastifyReply {
  const stream = new PassThrough();
  writeWorkbook(stream, options).catch((error: unknown) => {
    reply.log.error({ err: error }, 'xlsx export failed');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('Content-Type', XLSX_MIME)
    .header('Content-Disposition', contentDisposition(options.fileName))
    .header('download-filename', encodeURIComponent(options.fileName))
    .header('Access-Control-Expose-Headers', 'Content-Disposition,download-filename')
    .send(stream);
}

export { readXlsx, type ReadXlsxOptions, XLSX_ZIP_LIMITS, XlsxReadError } from './read';
