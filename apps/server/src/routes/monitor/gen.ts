import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { genTable, genTableColumn } from '../../db/schema/monitor';
import { tr } from '../../i18n/messages';
import { orderOf, pageOf, type PageParams, tableData } from '../../lib/paging';
import {
  containsFilter,
  dateRangeFilter,
  type Filters,
  parseIds,
  textFilter,
} from '../../services/admin/query';
import { genColumnView, genTableView } from '../../services/monitor/gen/gen-model';
import { withoutUndefined } from '../../lib/without-undefined';
import { IDENTIFIER, safeText } from '../../services/monitor/gen/gen-names';
import { importTables, loadGenTable, syncColumns } from '../../services/monitor/gen/gen-store';
import { existingTables, listDbTables } from '../../services/monitor/gen/introspect';
import { fail, ok, toAjax } from '../admin/respond';
import { defineRoutes } from '../../resources';
import type { RequestBody } from '../../plugins/contract';
import { operatorName } from '../../services/org/context';

/** Where this file's routes stand (contract path, permission prefix, log title). */
export const genArea = defineRoutes({
  path: '/tool/gen',
  permission: 'tool:gen',
  title: '代码生成',
});

const SORTABLE = {
  tableId: genTable.tableId,
  tableName: genTable.tableName,
  createTime: genTable.createTime,
  updateTime: genTable.updateTime,
};

function whereOf(filters: Filters): SQL[] {
  return [
    containsFilter(genTable.tableName, textFilter(filters, 'tableName', 200)),
    containsFilter(genTable.tableComment, textFilter(filters, 'tableComment', 500)),
    ...dateRangeFilter(genTable.createTime, filters),
  ].filter((c): c is SQL => c !== undefined);
}

/** `a,b` → distinct trimmed names (never interpolated into SQL). */
const namesOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  ),
];

/**
 * Code generator tables (RuoYi /tool/gen). RuoYi's `createTable` (runs client SQL) and
 * `genCode` (writes files on the server) are deliberately not implemented.
 */
export async function genRoutes(app: FastifyInstance) {
  const routes = genArea.on(app);
  routes.get<{ Querystring: Filters & PageParams }>('/list', 'list', async (request) => {
    const page = pageOf(request.query);
    const where = and(...whereOf(request.query));
    const [rows, total] = await Promise.all([
      app.db
        .select()
        .from(genTable)
        .where(where)
        .orderBy(...orderOf(request.query, SORTABLE, asc(genTable.tableId)))
        .limit(page.pageSize)
        .offset(page.offset),
      app.db.select({ n: count() }).from(genTable).where(where),
    ]);
    return tableData(
      rows.map((row) => genTableView(row)),
      total[0]?.n ?? 0,
      tr(request, 'success'),
    );
  });

  routes.get<{ Querystring: Filters & PageParams }>('/db/list', 'list', async (request) => {
    const page = pageOf(request.query);
    const { rows, total } = await listDbTables(
      app.db,
      {
        tableName: textFilter(request.query, 'tableName', 200),
        tableComment: textFilter(request.query, 'tableComment', 500),
      },
      { limit: page.pageSize, offset: page.offset },
    );
    const view = rows.map((r) => ({ ...r, createTime: null, updateTime: null }));
    return tableData(view, total, tr(request, 'success'));
  });

  routes.post<{ Querystring: { tables: string } }>(
    '/importTable',
    { auth: 'import', log: 'IMPORT' },
    async (request) => {
      const names = namesOf(request.query.tables);
      if (names.length === 0) return fail(request, 'monitor.gen.noTables');
      const bad = names.find((n) => !IDENTIFIER.test(n));
      if (bad) return fail(request, 'monitor.gen.badIdentifier', bad);
      const found = new Set((await existingTables(app.db, names)).map((t) => t.tableName));
      const missing = names.find((n) => !found.has(n));
      if (missing) return fail(request, 'monitor.gen.tableMissing', missing);
      const imported = await app.db
        .select({ name: genTable.tableName })
        .from(genTable)
        .where(inArray(genTable.tableName, names));
      if (imported[0]) return fail(request, 'monitor.gen.alreadyImported', imported[0].name);
      await importTables(app.db, names, operatorName(request));
      return ok(request);
    },
  );

  routes.get<{ Params: { tableId: number } }>('/{tableId}', 'query', async (request) => {
    const found = await loadGenTable(app.db, { tableId: request.params.tableId });
    if (!found) return fail(request, 'monitor.gen.notFound');
    const all = await app.db.select().from(genTable).orderBy(asc(genTable.tableId));
    return ok(request, {
      data: {
        info: genTableView(found.table, found.columns),
        rows: found.columns.map(genColumnView),
        tables: all.map((row) => genTableView(row)),
      },
    });
  });

  routes.put<{ Body: RequestBody<'MonitorGenBody'> }>(
    '',
    { auth: 'edit', log: 'UPDATE' },
    async (request) => {
      const body = request.body;
      const by = operatorName(request);
      const at = new Date();
      const changed = await app.db.transaction(async (tx) => {
        const updated = await tx
          .update(genTable)
          .set({
            tableComment: safeText(body.tableComment),
            className: body.className,
            functionName: safeText(body.functionName),
            functionAuthor: safeText(body.functionAuthor),
            moduleName: body.moduleName,
            businessName: body.businessName,
            ...withoutUndefined({
              packageName: body.packageName === undefined ? undefined : safeText(body.packageName),
              tplCategory: body.tplCategory,
              tplWebType: body.tplWebType,
              formColNum: body.formColNum,
              options: body.options,
              remark: body.remark,
            }),
            updateBy: by,
            updateTime: at,
          })
          .where(eq(genTable.tableId, body.tableId))
          .returning({ tableId: genTable.tableId });
        if (updated.length === 0) return 0;
        for (const c of body.columns ?? []) {
          // Only columns of this table (object-level check).
          await tx
            .update(genTableColumn)
            .set({
              ...(c.columnComment !== undefined
                ? { columnComment: safeText(c.columnComment) }
                : {}),
              ...(c.javaType !== undefined ? { javaType: c.javaType } : {}),
              ...(c.javaField !== undefined ? { javaField: c.javaField } : {}),
              ...(c.isRequired !== undefined ? { isRequired: c.isRequired } : {}),
              ...(c.isInsert !== undefined ? { isInsert: c.isInsert } : {}),
              ...(c.isEdit !== undefined ? { isEdit: c.isEdit } : {}),
              ...(c.isList !== undefined ? { isList: c.isList } : {}),
              ...(c.isQuery !== undefined ? { isQuery: c.isQuery } : {}),
              ...(c.queryType !== undefined ? { queryType: c.queryType } : {}),
              ...(c.htmlType !== undefined ? { htmlType: c.htmlType } : {}),
              ...(c.dictType !== undefined ? { dictType: c.dictType } : {}),
              ...(c.sort !== undefined ? { sort: c.sort } : {}),
              updateBy: by,
              updateTime: at,
            })
            .where(
              and(
                eq(genTableColumn.columnId, c.columnId),
                eq(genTableColumn.tableId, body.tableId),
              ),
            );
        }
        return 1;
      });
      return toAjax(request, changed);
    },
  );

  routes.delete<{ Params: { tableIds: string } }>(
    '/{tableIds}',
    { auth: 'remove', log: 'DELETE' },
    async (request) => {
      const ids = parseIds(request.params.tableIds);
      if (ids.length === 0) return toAjax(request, 0);
      const removed = await app.db.transaction(async (tx) => {
        await tx.delete(genTableColumn).where(inArray(genTableColumn.tableId, ids));
        return tx
          .delete(genTable)
          .where(inArray(genTable.tableId, ids))
          .returning({ id: genTable.tableId });
      });
      return toAjax(request, removed.length);
    },
  );

  routes.get<{ Params: { tableName: string } }>(
    '/synchDb/{tableName}',
    { auth: 'edit', log: 'UPDATE' },
    async (request) => {
      const found = await loadGenTable(app.db, { tableName: request.params.tableName });
      if (!found) return fail(request, 'monitor.gen.notFound');
      const synced = await syncColumns(app.db, found.table, operatorName(request));
      return synced
        ? ok(request)
        : fail(request, 'monitor.gen.tableMissing', found.table.tableName);
    },
  );
}
