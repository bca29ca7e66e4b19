import { and, asc, count, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysDictData, sysDictType } from '../../db/schema';
import { tr } from '../../i18n/messages';
import { orderOf, pageOf, type PageParams, tableData } from '../../lib/paging';
import { requestSchema } from '../../plugins/contract';
import { refreshDictType, reloadDictCache } from '../../services/admin/dict-cache';
import {
  containsFilter,
  dateRangeFilter,
  type Filters,
  inBatches,
  parseIds,
  textFilter,
} from '../../services/admin/query';
import { dictTypeView, STATUS_LABELS } from '../../services/admin/views';
import { sendXlsx } from '../../services/excel/index';
import { definedOnly, fail, ok, operator, toAjax, withData } from '../admin/respond';

const TITLE = '字典类型';
const SORTABLE = {
  dictId: sysDictType.dictId,
  dictName: sysDictType.dictName,
  dictType: sysDictType.dictType,
  status: sysDictType.status,
  createTime: sysDictType.createTime,
};

interface DictTypeBody {
  dictId?: number;
  dictName: string;
  dictType: string;
  status?: string | null;
  remark?: string | null;
}

function whereOf(filters: Filters): SQL[] {
  const status = textFilter(filters, 'status', 1);
  return [
    containsFilter(sysDictType.dictName, textFilter(filters, 'dictName')),
    containsFilter(sysDictType.dictType, textFilter(filters, 'dictType')),
    status === '0' || status === '1' ? eq(sysDictType.status, status) : undefined,
    ...dateRangeFilter(sysDictType.createTime, filters),
  ].filter((c): c is SQL => c !== undefined);
}

/** The columns a client may set, picked one by one (no mass assignment). */
const pickValues = (body: DictTypeBody) =>
  definedOnly({
    dictName: body.dictName.trim(),
    dictType: body.dictType,
    status: body.status,
    remark: body.remark,
  });

export async function dictTypeRoutes(app: FastifyInstance) {
  const typeTaken = async (dictType: string, selfId: number) =>
    (
      await app.db
        .select({ id: sysDictType.dictId })
        .from(sysDictType)
        .where(and(eq(sysDictType.dictType, dictType), ne(sysDictType.dictId, selfId)))
        .limit(1)
    ).length > 0;

  app.get<{ Querystring: Filters & PageParams }>(
    '/system/dict/type/list',
    {
      schema: requestSchema(app.openapi, 'get', '/system/dict/type/list'),
      config: { auth: { permission: 'system:dict:list' } },
    },
    async (request) => {
      const page = pageOf(request.query);
      const where = and(...whereOf(request.query));
      const [rows, total] = await Promise.all([
        app.db
          .select()
          .from(sysDictType)
          .where(where)
          .orderBy(...orderOf(request.query, SORTABLE, asc(sysDictType.dictId)))
          .limit(page.pageSize)
          .offset(page.offset),
        app.db.select({ n: count() }).from(sysDictType).where(where),
      ]);
      return tableData(rows.map(dictTypeView), total[0]?.n ?? 0, tr(request, 'success'));
    },
  );

  app.post<{ Body: Filters | undefined }>(
    '/system/dict/type/export',
    {
      config: {
        auth: { permission: 'system:dict:export' },
        operLog: { title: TITLE, businessType: 'EXPORT' },
      },
    },
    async (request, reply) => {
      const where = whereOf(request.body ?? {});
      const rows = inBatches(
        (after, limit) =>
          app.db
            .select()
            .from(sysDictType)
            .where(and(gt(sysDictType.dictId, after), ...where))
            .orderBy(asc(sysDictType.dictId))
            .limit(limit),
        (row) => row.dictId,
      );
      return sendXlsx(reply, {
        fileName: `dict_${Date.now()}.xlsx`,
        sheetName: '字典类型',
        columns: [
          { header: '字典主键', key: 'dictId' },
          { header: '字典名称', key: 'dictName', width: 24 },
          { header: '字典类型', key: 'dictType', width: 24 },
          { header: '状态', key: 'status', dict: STATUS_LABELS },
        ],
        rows,
      });
    },
  );

  app.get(
    '/system/dict/type/optionselect',
    { config: { auth: 'authenticated' } },
    async (request) => {
      const rows = await app.db.select().from(sysDictType).orderBy(asc(sysDictType.dictId));
      return ok(request, { data: rows.map(dictTypeView) });
    },
  );

  app.delete(
    '/system/dict/type/refreshCache',
    {
      config: {
        auth: { permission: 'system:dict:remove' },
        operLog: { title: TITLE, businessType: 'CLEAN' },
      },
    },
    async (request) => {
      await reloadDictCache(app.db, app.kv);
      return ok(request);
    },
  );

  app.get<{ Params: { dictId: number } }>(
    '/system/dict/type/:dictId',
    {
      schema: requestSchema(app.openapi, 'get', '/system/dict/type/{dictId}'),
      config: { auth: { permission: 'system:dict:query' } },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(sysDictType)
        .where(eq(sysDictType.dictId, request.params.dictId))
        .limit(1);
      return withData(request, rows[0] ? dictTypeView(rows[0]) : undefined);
    },
  );

  app.post<{ Body: DictTypeBody }>(
    '/system/dict/type',
    {
      schema: requestSchema(app.openapi, 'post', '/system/dict/type'),
      config: {
        auth: { permission: 'system:dict:add' },
        operLog: { title: TITLE, businessType: 'INSERT' },
      },
    },
    async (request) => {
      const { dictName, dictType } = request.body;
      if (await typeTaken(dictType, 0)) return fail(request, 'admin.dict.addExists', dictName);
      await app.db.insert(sysDictType).values({
        ...pickValues(request.body),
        dictName: dictName.trim(),
        dictType,
        createBy: operator(request),
      });
      return ok(request);
    },
  );

  app.put<{ Body: DictTypeBody }>(
    '/system/dict/type',
    {
      schema: requestSchema(app.openapi, 'put', '/system/dict/type'),
      config: {
        auth: { permission: 'system:dict:edit' },
        operLog: { title: TITLE, businessType: 'UPDATE' },
      },
    },
    async (request) => {
      const dictId = request.body.dictId ?? 0;
      const values = pickValues(request.body);
      const { dictName, dictType } = request.body;
      if (await typeTaken(dictType, dictId))
        return fail(request, 'admin.dict.editExists', dictName);
      const old = await app.db
        .select({ dictType: sysDictType.dictType })
        .from(sysDictType)
        .where(eq(sysDictType.dictId, dictId))
        .limit(1);
      const oldType = old[0]?.dictType;
      if (oldType === undefined) return toAjax(request, 0);
      await app.db.transaction(async (tx) => {
        // Renaming a type moves its entries along (RuoYi updateDictDataType).
        if (oldType !== dictType)
          await tx.update(sysDictData).set({ dictType }).where(eq(sysDictData.dictType, oldType));
        await tx
          .update(sysDictType)
          .set({ ...values, updateBy: operator(request), updateTime: new Date() })
          .where(eq(sysDictType.dictId, dictId));
      });
      await refreshDictType(app.db, app.kv, oldType);
      await refreshDictType(app.db, app.kv, dictType);
      return ok(request);
    },
  );

  app.delete<{ Params: { dictId: string } }>(
    '/system/dict/type/:dictId',
    {
      schema: requestSchema(app.openapi, 'delete', '/system/dict/type/{dictId}'),
      config: {
        auth: { permission: 'system:dict:remove' },
        operLog: { title: TITLE, businessType: 'DELETE' },
      },
    },
    async (request) => {
      const ids = parseIds(request.params.dictId);
      if (ids.length === 0) return toAjax(request, 0);
      const types = await app.db.select().from(sysDictType).where(inArray(sysDictType.dictId, ids));
      for (const type of types) {
        const used = await app.db
          .select({ n: count() })
          .from(sysDictData)
          .where(eq(sysDictData.dictType, type.dictType));
        if ((used[0]?.n ?? 0) > 0) return fail(request, 'admin.dict.assigned', type.dictName);
      }
      await app.db.delete(sysDictType).where(inArray(sysDictType.dictId, ids));
      for (const type of types) await refreshDictType(app.db, app.kv, type.dictType);
      return ok(request);
    },
  );
}
