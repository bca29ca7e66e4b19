import type { FastifyInstance } from 'fastify';
import { archiveRefusal } from '../../files/zip-guard';
import { readXlsx, sendXlsx, XLSX_ZIP_LIMITS, XlsxReadError } from '../../services/excel/index';
import { scopeOfRequest } from '../../services/org/context';
import { refuse } from '../../services/org/errors';
import type { RawFilters } from '../../services/org/filters';
import { IMPORT_COLUMNS, importUsers, USER_COLUMNS } from '../../services/org/user-import';
import { allUsers, userListWhere } from '../../services/org/user-queries';
import { formatDateTime } from '../../lib/date-format';
import { userArea } from './areas';

/** Largest accepted import file. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const EXPORT_COLUMNS = [
  { header: '用户序号', key: 'userId' },
  ...USER_COLUMNS,
  { header: '最后登录IP', key: 'loginIp' },
  { header: '最后登录时间', key: 'loginDate' },
  { header: '部门名称', key: 'deptName' },
  { header: '部门负责人', key: 'leader' },
];

/** User export (xlsx, data-scoped), import template and import. */
export async function userExcelRoutes(app: FastifyInstance) {
  const { db } = app;

  const routes = userArea.on(app);
  routes.post<{ Body: RawFilters | undefined }>(
    '/export',
    { auth: 'export', log: 'EXPORT' },
    async function exportUsers(request, reply) {
      const where = userListWhere(await scopeOfRequest(request), request.body ?? {});
      async function* rows() {
        for await (const { user, dept } of allUsers(db, where))
          yield {
            userId: user.userId,
            userName: user.userName,
            nickName: user.nickName,
            email: user.email,
            phonenumber: user.phonenumber,
            sex: user.sex,
            status: user.status,
            loginIp: user.loginIp,
            loginDate: formatDateTime(user.loginDate),
            deptName: dept?.deptName ?? '',
            leader: dept?.leader ?? '',
          };
      }
      return sendXlsx(reply, {
        fileName: `user_${Date.now()}.xlsx`,
        sheetName: '用户数据',
        columns: EXPORT_COLUMNS,
        rows: rows(),
      });
    },
  );

  routes.post('/importTemplate', 'authenticated', async (_request, reply) =>
    sendXlsx(reply, {
      fileName: `user_template_${Date.now()}.xlsx`,
      sheetName: '用户数据',
      columns: IMPORT_COLUMNS,
      rows: [],
    }),
  );

  routes.post<{ Querystring: { updateSupport?: string } }>(
    '/importData',
    { auth: 'import', log: 'IMPORT' },
    async function importData(request) {
      if (!request.isMultipart()) refuse('org.import.badFile');
      const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES } });
      if (!file) refuse('org.import.badFile');
      const buffer = await file.toBuffer();
      let rows: Array<Record<string, string>>;
      try {
        rows = await readXlsx(buffer, IMPORT_COLUMNS, {
          maxBytes: IMPORT_MAX_BYTES,
          maxRows: 5000,
          requiredHeaders: ['登录名称'],
        });
      } catch (error) {
        if (error instanceof XlsxReadError && error.reason === 'archive')
          refuse(...archiveRefusal(XLSX_ZIP_LIMITS));
        if (error instanceof XlsxReadError) refuse('org.import.badFile');
        throw error;
      }
      const update = request.query.updateSupport === '1' || request.query.updateSupport === 'true';
      return importUsers(request, rows, update);
    },
  );
}
