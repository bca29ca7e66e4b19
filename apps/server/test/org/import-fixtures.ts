import ExcelJS from 'exceljs';
import { call, multipart } from './fixtures';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The user columns of both the import template and the export, in their order. */
export const USER_COLUMNS = [
  '登录名称',
  '用户名称',
  '用户邮箱',
  '手机号码',
  '用户性别',
  '账号状态',
];

/** The header row of the import template. */
export const IMPORT_HEADER = ['部门编号', ...USER_COLUMNS];

/** An import workbook: the template header and the given rows (cells may be formulas). */
export async function importFile(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户数据');
  sheet.addRow(IMPORT_HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POST /system/user/importData with one workbook (`updateSupport` '1' updates existing users). */
export async function upload(token: string, file: Buffer, updateSupport = '0') {
  const body = multipart('file', 'users.xlsx', XLSX, file);
  return call('POST', '/system/user/importData', {
    token,
    payload: body.payload,
    headers: body.headers,
    query: { updateSupport },
    contract: '/system/user/importData',
  });
}

/** Imports a workbook holding `rows` (see importFile and upload). */
export async function importRows(token: string, rows: ExcelJS.CellValue[][], updateSupport = '0') {
  return upload(token, await importFile(rows), updateSupport);
}
