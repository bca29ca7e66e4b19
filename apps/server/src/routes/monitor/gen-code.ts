import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { genTable } from '../../db/schema/monitor';
import { downloadHeaders } from '../../files/content-disposition';
import { generateFiles, previewOf } from '../../services/monitor/gen/gen-files';
import { loadGenTable } from '../../services/monitor/gen/gen-store';
import { zipFiles } from '../../services/monitor/gen/zip';
import { fail, ok } from '../admin/respond';
import { genArea } from './gen';

/** Generated files of the named imported tables, or the refusal to send. */
async function filesOf(app: FastifyInstance, request: FastifyRequest, names: string[]) {
  const files: Record<string, string> = {};
  for (const name of names) {
    const found = await loadGenTable(app.db, { tableName: name });
    if (!found) return { refusal: fail(request, 'monitor.gen.notImported', name) };
    const generated = generateFiles(found.table, found.columns);
    if ('problem' in generated)
      return { refusal: fail(request, 'monitor.gen.badSettings', name, generated.problem) };
    Object.assign(files, generated.files);
  }
  return { files };
}

async function sendZip(reply: FastifyReply, files: Record<string, string>, name: string) {
  const zip = await zipFiles(files);
  return reply.headers({ ...downloadHeaders(name), 'content-type': 'application/zip' }).send(zip);
}

/** Preview and download of generated code; nothing is ever written on the server. */
export async function genCodeRoutes(app: FastifyInstance) {
  const routes = genArea.on(app);
  routes.get<{ Params: { tableId: number } }>('/preview/{tableId}', 'preview', async (request) => {
    const found = await loadGenTable(app.db, { tableId: request.params.tableId });
    if (!found) return fail(request, 'monitor.gen.notFound');
    const generated = generateFiles(found.table, found.columns);
    if ('problem' in generated)
      return fail(request, 'monitor.gen.badSettings', found.table.tableName, generated.problem);
    return ok(request, previewOf(generated.files));
  });

  // RuoYi creates tables from CREATE TABLE statements sent by the client (its SQL injection
  // history: CVE-2022-4566, CVE-2023-3163...). We never run SQL sent to us: RuoYi's envelope
  // with a refusal saying how to add a table instead. Logged, so attempts show up.
  routes.post(
    '/createTable',
    { auth: { role: 'admin' }, log: { title: '创建表', businessType: 'OTHER' } },
    async (request) => fail(request, 'monitor.gen.createTableRefused'),
  );

  routes.get<{ Params: { tableName: string } }>(
    '/download/{tableName}',
    { auth: 'code', log: 'GENCODE' },
    async (request, reply) => {
      const result = await filesOf(app, request, [request.params.tableName]);
      if ('refusal' in result) return result.refusal;
      return sendZip(reply, result.files, `${request.params.tableName}.zip`);
    },
  );

  routes.get<{ Querystring: { tables: string } }>(
    '/batchGenCode',
    { auth: 'code', log: 'GENCODE' },
    async (request, reply) => {
      const names = [
        ...new Set(
          request.query.tables
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== ''),
        ),
      ];
      if (names.length === 0) return fail(request, 'monitor.gen.noTables');
      const known = await app.db
        .select({ name: genTable.tableName })
        .from(genTable)
        .where(inArray(genTable.tableName, names));
      const missing = names.find((n) => !known.some((k) => k.name === n));
      if (missing) return fail(request, 'monitor.gen.notImported', missing);
      const result = await filesOf(app, request, names);
      if ('refusal' in result) return result.refusal;
      return sendZip(reply, result.files, 'wcm.zip');
    },
  );
}
