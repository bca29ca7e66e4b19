import { eq } from 'drizzle-orm';
import { sysDictData, sysDictType } from '../../db/schema';
import { anyRow } from '../../lib/any-row';
import { refuse } from '../../lib/business-error';
import { contains, defineResource, equals } from '../../resources';
import { refreshDictType, reloadDictCache } from '../../services/admin/dict-cache';
import { dictTypeView } from '../../services/admin/views';
import { definedOnly } from '../admin/respond';
import { cacheRefreshHooks, cachedResourceRoutes } from './refresh-cache';
import type { RequestBody } from '../../plugins/contract';

/** Dictionary types (RuoYi /system/dict/type); renaming a type moves its entries along. */
export const dictTypeResource = defineResource({
  path: '/system/dict/type',
  permission: 'system:dict',
  title: '字典类型',
  table: sysDictType,
  id: sysDictType.dictId,
  view: dictTypeView,
  pick: (body: RequestBody<'AdminDictTypeBody'>) => ({
    dictName: body.dictName.trim(),
    dictType: body.dictType,
    ...definedOnly({ status: body.status, remark: body.remark }),
  }),
  filters: {
    dictName: contains(sysDictType.dictName),
    dictType: contains(sysDictType.dictType),
    status: equals(sysDictType.status),
  },
  timeRange: sysDictType.createTime,
  unique: [
    {
      column: sysDictType.dictType,
      add: 'admin.dict.addExists',
      edit: 'admin.dict.editExists',
      label: (values) => values.dictName,
    },
  ],
  hooks: {
    beforeSave: async (values, { db, existing }) => {
      // RuoYi updateDictDataType, in the same transaction as the type itself.
      if (existing && existing.dictType !== values.dictType)
        await db
          .update(sysDictData)
          .set({ dictType: values.dictType })
          .where(eq(sysDictData.dictType, existing.dictType));
    },
    beforeDelete: async (types, { db }) => {
      for (const type of types) {
        if (await anyRow(db, sysDictData, eq(sysDictData.dictType, type.dictType)))
          refuse('admin.dict.assigned', type.dictName);
      }
    },
    ...cacheRefreshHooks('dictType', refreshDictType, { onAdd: false }),
  },
  export: {
    fileName: 'dict',
    columns: [
      { header: '字典主键', key: 'dictId' },
      { header: '字典名称', key: 'dictName', width: 24 },
      { header: '字典类型', key: 'dictType', width: 24 },
      { header: '状态', key: 'status', dict: 'sys_normal_disable' },
    ],
  },
});

export const dictTypeRoutes = cachedResourceRoutes(dictTypeResource, reloadDictCache);
