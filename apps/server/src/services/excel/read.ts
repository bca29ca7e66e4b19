import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { looksLikeZip, verifyZip, type ZipLimits, ZipRefusedError } from '../../files/zip-guard';
import { formatDateTime } from '../../lib/date-format';

/** Why a workbook was refused: callers map the reason to a localised message. */
export class XlsxReadError extends Error {
  /** `archive`: the zip holds too many entries, unpacks too large or compresses suspiciously. */
  constructor(
    readonly reason: 'tooLarge' | 'tooManyRows' | 'invalid' | 'missingHeader' | 'archive',
  ) {
    super(`xlsx: ${reason}`);
    this.name = 'XlsxReadError';
  }
}

export interface ReadXlsxOptions {
  /** Largest accepted file. @default 5 MiB */
  maxBytes?: number;
  /** Largest number of data rows (header excluded). @default 10 000 */
  maxRows?: number;
  /** Header texts that must be present, else `missingHeader`. @default none */
  requiredHeaders?: readonly string[];
  /** Zip-bomb limits, checked before parsing. @default XLSX_ZIP_LIMITS */
  zipLimits?: ZipLimits;
}

/**
 * What an import workbook may unpack to: 10 000 rows of a dozen columns are a few MiB of XML, so
 * 50 MiB leaves room while a bomb (a 300 KB file inflating to 300 MB) is refused unread.
 */
export const XLSX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 500,
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
};

interface ReadColumn {
  header: string;
  key: string;
  dict?: Record<string, string>;
}

function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value) ?? '';
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  // Formulas are never evaluated: only a cached result is read.
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    return result === undefined || result === null || typeof result === 'object'
      ? ''
      : String(result as string | number | boolean);
  }
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}

/** Cell texts of a row (index 0 = column A). */
function cellsOf(row: ExcelJS.Row): string[] {
  const values = Array.isArray(row.values) ? row.values : [];
  const out: string[] = [];
  // NUL cannot be stored in PostgreSQL text; a cell never needs it.
  for (let i = 1; i < values.length; i += 1)
    out.push(
      textOf(values[i] as ExcelJS.CellValue)
        .replaceAll('\u0000', '')
        .trim(),
    );
  return out;
}

/**
 * Rows of the first sheet of an .xlsx file as `{ key: text }` records: the first non-empty row
 * is the header, matched to `columns` by header text (unknown columns ignored, dictionary labels
 * mapped back to values). Empty rows are skipped. Throws XlsxReadError on oversize or bad files.
 */
export async function readXlsx(
  buffer: Buffer,
  columns: readonly ReadColumn[],
  options: ReadXlsxOptions = {},
): Promise<Array<Record<string, string>>> {
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const maxRows = options.maxRows ?? 10_000;
  if (buffer.length > maxBytes) throw new XlsxReadError('tooLarge');
  // A zip starts with "PK\x03\x04"; anything else is refused before the parser sees it.
  if (!looksLikeZip(buffer)) throw new XlsxReadError('invalid');
  // The parser inflates everything it reads: entry count, sizes and ratios are checked first,
  // and the real inflated sizes are counted (streamed, discarded) against the declared ones.
  try {
    await verifyZip(buffer, options.zipLimits ?? XLSX_ZIP_LIMITS);
  } catch (error) {
    if (!(error instanceof ZipRefusedError)) throw error;
    throw new XlsxReadError(
      ['tooManyEntries', 'tooLarge', 'ratio'].includes(error.reason) ? 'archive' : 'invalid',
    );
  }

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const out: Array<Record<string, string>> = [];
  try {
    for await (const sheet of reader) {
      let mapping: Array<ReadColumn | undefined> | undefined;
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const cells = cellsOf(row);
        if (cells.every((c) => c === '')) continue;
        if (!mapping) {
          mapping = cells.map((text) => columns.find((c) => c.header === text));
          const present = new Set(cells);
          if ((options.requiredHeaders ?? []).some((h) => !present.has(h)))
            throw new XlsxReadError('missingHeader');
          continue;
        }
        if (out.length >= maxRows) throw new XlsxReadError('tooManyRows');
        const record: Record<string, string> = {};
        mapping.forEach((column, i) => {
          if (!column) return;
          const text = cells[i] ?? '';
          const value = column.dict
            ? Object.entries(column.dict).find(([, label]) => label === text)?.[0]
            : undefined;
          record[column.key] = value ?? text;
        });
        out.push(record);
      }
      if (!mapping && options.requiredHeaders && options.requiredHeaders.length > 0)
        throw new XlsxReadError('missingHeader');
      break; // first sheet only
    }
  } catch (error) {
    if (error instanceof XlsxReadError) throw error;
    throw new XlsxReadError('invalid');
  }
  return out;
}
