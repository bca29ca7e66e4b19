import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysDictData } from '../../db/schema';
import { langOf } from '../../i18n/messages';
import { contains, defineResource, equals } from '../../resources';
import { dictDataView, refreshDictType } from '../../services/admin/dict-cache';
import { definedOnly } from '../admin/respond';
import type { RequestBody } from '../../plugins/contract';
import { cacheRefreshHooks } from './refresh-cache';

/** Dictionary entries (RuoYi /system/dict/data); `GET type/{dictType}` lives in dict-data.ts. */
export const dictDataResource = defineResource({
  path: '/system/dict/data',
  permission: 'system:dict',
  title: '字典数据',
  table: sysDictData,
  id: sysDictData.dictCode,
  // Lists show labels in the reader's language; the edit form gets RuoYi's stored zh-CN label
  // (the translations travel in dictLabelEn/dictLabelFr).
  view: (row, { operation, request }) =>
    dictDataView(row, operation === 'list' ? langOf(request) : 'zh-CN'),
  pick: (body: RequestBody<'AdminDictDataBody'>) => ({
    dictLabel: body.dictLabel,
    dictValue: body.dictValue,
    dictType: body.dictType,
    ...definedOnly({
      // Labels per language (issue 21): dictLabel stays RuoYi's zh-CN value.
      dictLabelEn: body.dictLabelEn?.trim(),
      dictLabelFr: body.dictLabelFr?.trim(),
      dictSort: body.dictSort,
      cssClass: body.cssClass,
      listClass: body.listClass,
      isDefault: body.isDefault,
      status: body.status,
      remark: body.remark,
    }),
  }),
  filters: {
    dictType: equals(sysDictData.dictType),
    dictLabel: contains(sysDictData.dictLabel),
    status: equals(sysDictData.status),
  },
  orderBy: asc(sysDictData.dictSort),
  hooks: {
    // The cached entries of the type (and of the former type after a move) follow every change.
    ...cacheRefreshHooks('dictType', refreshDictType),
  },
  export: {
    fileName: 'dict_data',
    columns: [
      { header: '字典编码', key: 'dictCode' },
      { header: '字典排序', key: 'dictSort' },
      { header: '字典标签', key: 'dictLabel', width: 20 },
      { header: '字典键值', key: 'dictValue', width: 20 },
      { header: '字典类型', key: 'dictType', width: 24 },
      { header: '是否默认', key: 'isDefault', dict: 'sys_yes_no' },
      { header: '状态', key: 'status', dict: 'sys_normal_disable' },
    ],
  },
});

export async function dictDataAdminRoutes(app: FastifyInstance) {
  dictDataResource.register(app);
}
