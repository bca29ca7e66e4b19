import { and, asc, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { tr } from '../i18n/messages';
import type { KvStore } from '../plugins/kv';
import { refuse } from '../lib/business-error';
import { pageOf, type PageParams, tableData } from '../lib/paging';
import { ok, toAjax } from '../routes/admin/respond';
import { inBatches, parseIds } from '../services/admin/query';
import { dictLabels } from '../services/admin/dict-cache';
import { sendXlsx } from '../services/excel/index';
import type { Compiled } from './compile';
import type { ExportColumn, Operation, Row, SaveContext, Values } from './types';

type Json = Record<string, unknown>;
/** A generic operation handler. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Export columns whose `dict` names a dictionary type, with that type's labels read now. */
const withDictLabels = <R>(columns: ReadonlyArray<ExportColumn<R>>, db: Db, kv: KvStore) =>
  Promise.all(
    columns.map(async ({ dict, ...column }) => ({
      ...column,
      dict: typeof dict === 'string' ? await dictLabels(db, kv, dict) : dict,
    })),
  );

/** The generic handlers of a resource, by operation (undefined where an option is missing). */
export function genericHandlers<T extends PgTable, B, V extends Values<T>>(
  r: Compiled<T, B, V>,
  db: Db,
): Partial<Record<Operation, Handler>> {
  const def = r.options;
  const table = def.table as PgTable;
  const rowsOf = (rows: unknown) => rows as Array<Row<T>>;
  const selectWhere = (where: SQL | undefined, on: Db = db) => on.select().from(table).where(where);
  // get and remove have one path parameter: the id, or the comma-separated ids.
  const pathValue = (request: FastifyRequest) => String(Object.values(request.params as Json)[0]);
  // `visible` is computed before a transaction opens: the embedded database has one connection,
  // so a query outside the transaction would wait for it forever.
  const one = async (id: number, visible: SQL | undefined, on: Db = db) =>
    rowsOf(await selectWhere(and(eq(def.id, id), visible), on).limit(1))[0];

  /** Unique checks against other visible rows; RuoYi words add and edit refusals apart. */
  const assertUnique = async (values: V, visible: SQL | undefined, on: Db, id?: number) => {
    for (const check of def.unique ?? []) {
      const value = (values as Json)[r.keyOf(check.column)];
      if (value === undefined || value === null) continue;
      const where = and(eq(check.column, value), r.others(id), visible);
      const [taken] = await on.select({ n: count() }).from(table).where(where);
      if ((taken?.n ?? 0) > 0)
        refuse(id === undefined ? check.add : check.edit, check.label?.(values) ?? String(value));
    }
  };

  /** add and edit: checks, hook and write in one transaction; afterSave once committed. */
  const save = (mode: 'add' | 'edit'): Handler | undefined => {
    const pick = def.pick;
    if (!pick) return undefined;
    return async (request) => {
      const body = request.body as B & Json;
      const values = pick(body);
      const id = mode === 'edit' ? Number(body[r.idKey]) : undefined;
      const visible = await r.visible(request);
      const saved = await db.transaction(async (tx) => {
        const existing = id === undefined ? undefined : await one(id, visible, tx);
        if (id !== undefined && !existing) return undefined;
        await assertUnique(values, visible, tx, id);
        const ctx: SaveContext<T> = { request, db: tx, mode, existing };
        const extra = (await def.hooks?.beforeSave?.(values, ctx)) ?? {};
        const write = { ...values, ...r.auditValues(request, mode), ...extra };
        if (id !== undefined) {
          await tx.update(table).set(write).where(eq(def.id, id));
          return { id, ctx };
        }
        const [created] = await tx.insert(table).values(write).returning({ id: def.id });
        return { id: Number(created?.id), ctx };
      });
      if (!saved) return def.notFound ? refuse(def.notFound) : toAjax(request, 0);
      await def.hooks?.afterSave?.(values, { ...saved.ctx, db, id: saved.id });
      return ok(request);
    };
  };

  const list: Handler = async (request) => {
    const query = request.query as Json & PageParams;
    const page = pageOf(query);
    const where = await r.where(request, query);
    const [rows, total] = await Promise.all([
      selectWhere(where)
        .orderBy(...r.order(query))
        .limit(page.pageSize)
        .offset(page.offset),
      db.select({ n: count() }).from(table).where(where),
    ]);
    const wire = rowsOf(rows).map((row) => def.view(row, { operation: 'list', request }));
    return tableData(wire, total[0]?.n ?? 0, tr(request, 'success'));
  };

  const get: Handler = async (request) => {
    const row = await one(Number(pathValue(request)), await r.visible(request));
    if (row) return ok(request, { data: def.view(row, { operation: 'get', request }) });
    return def.notFound ? refuse(def.notFound) : ok(request);
  };

  const remove: Handler = async (request) => {
    const ids = parseIds(pathValue(request));
    if (ids.length === 0) return toAjax(request, 0);
    const visible = await r.visible(request);
    const rows = await db.transaction(async (tx) => {
      const found = rowsOf(await selectWhere(and(inArray(def.id, ids), visible), tx));
      await def.hooks?.beforeDelete?.(found, { request, db: tx });
      const foundIds = found.map((row) => Number((row as Json)[r.idKey]));
      if (foundIds.length === 0) return found;
      const where = inArray(def.id, foundIds);
      if (r.deletedValues) await tx.update(table).set(r.deletedValues).where(where);
      else await tx.delete(table).where(where);
      return found;
    });
    if (rows.length > 0) await def.hooks?.afterDelete?.(rows, { request, db });
    return toAjax(request, rows.length);
  };

  const exported = def.export;
  const exportRows: Handler | undefined = exported
    ? async (request, reply) => {
        const where = await r.where(request, (request.body ?? {}) as Json);
        return sendXlsx(reply, {
          fileName: `${exported.fileName ?? def.path.split('/').at(-1)}_${Date.now()}.xlsx`,
          sheetName: exported.sheetName ?? def.title,
          columns: await withDictLabels(exported.columns, db, request.server.kv),
          rows: inBatches(
            async (after, limit) =>
              rowsOf(
                await selectWhere(and(gt(def.id, after), where))
                  .orderBy(asc(def.id))
                  .limit(limit),
              ),
            (row) => Number((row as Json)[r.idKey]),
          ),
        });
      }
    : undefined;

  const clean: Handler = async (request) => {
    await db.delete(table);
    return ok(request);
  };

  const optionselect: Handler = async (request) => {
    const rows = await selectWhere(await r.visible(request)).orderBy(...r.order({}));
    return ok(request, {
      data: rowsOf(rows).map((row) => def.view(row, { operation: 'options', request })),
    });
  };

  return {
    list,
    get,
    add: save('add'),
    edit: save('edit'),
    remove,
    export: exportRows,
    clean,
    options: optionselect,
  };
}
