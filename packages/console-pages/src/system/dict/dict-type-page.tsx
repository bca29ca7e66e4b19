import { Button, Can } from '@wcm/console-ui';
import { Link } from 'react-router-dom';
import { dictStoreOf } from '../../common/dict';
import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourcePageApi,
} from '../../common/resource';
import type { SysDictType } from '../shared/system-types';

/** Path of the data page of a dictionary type (permission route `system/dict/data`). */
export const dictDataPath = (dictId: number) => `/system/dict-data/index/${dictId}`;

const dictName = /*i18n*/ { id: 'pages.system.dict.dictName', message: 'Dictionary name' };
const dictType = /*i18n*/ { id: 'pages.system.dict.dictType', message: 'Dictionary type' };
const status = /*i18n*/ { id: 'pages.system.status', message: 'Status' };
const remark = /*i18n*/ { id: 'pages.system.remark', message: 'Remark' };
const created = /*i18n*/ { id: 'pages.system.createTime', message: 'Created' };

/** Empties the server's dictionary cache, then the console's. */
function RefreshCacheButton({ page }: { page: ResourcePageApi<SysDictType> }) {
  const { wcm, i18n } = page;
  const refresh = async () => {
    try {
      await wcm.call(wcm.api.DELETE('/system/dict/type/refreshCache'));
    } catch {
      return;
    }
    dictStoreOf(wcm).cleanDict();
    page.success(
      i18n._({ id: 'pages.system.msg.refreshed', message: 'Cache refreshed successfully' }),
    );
  };
  return (
    <Can permissions={['system:dict:remove']}>
      <Button size="small" onClick={() => void refresh()}>
        {i18n._({ id: 'pages.system.refreshCache', message: 'Refresh cache' })}
      </Button>
    </Can>
  );
}

/** Dictionary types: search, list, add/edit/delete, export and cache refresh (`system/dict/index`). */
export const dictTypeDescriptor: ResourceDescriptor<SysDictType> = {
  path: '/system/dict/type',
  permission: 'system:dict',
  id: 'dictId',
  rowName: (row) => row.dictType,
  title: /*i18n*/ { id: 'pages.system.dict.typeTable', message: 'Dictionary types' },
  noun: /*i18n*/ { id: 'pages.system.dict.typeNoun', message: 'dictionary' },
  addTitle: /*i18n*/ { id: 'pages.system.dict.addType', message: 'Add dictionary type' },
  editTitle: /*i18n*/ { id: 'pages.system.dict.editType', message: 'Edit dictionary type' },
  exportName: 'type',
  filters: [
    { kind: 'text', name: 'dictName', label: dictName },
    { kind: 'text', name: 'dictType', label: dictType },
    { kind: 'select', name: 'status', label: status, dict: 'sys_normal_disable' },
    { kind: 'dateRange', label: created },
  ],
  columns: [
    { key: 'dictId', title: /*i18n*/ { id: 'pages.system.dict.dictId', message: 'Dictionary ID' } },
    { key: 'dictName', title: dictName },
    {
      key: 'dictType',
      title: dictType,
      render: (row) => <Link to={dictDataPath(row.dictId)}>{row.dictType}</Link>,
    },
    { key: 'status', title: status, dict: 'sys_normal_disable' },
    { key: 'remark', title: remark },
    { key: 'createTime', title: created, time: 'dateTime', sortable: true },
  ],
  dialog: { labelWidth: 120 },
  fields: [
    { kind: 'text', name: 'dictName', label: dictName, required: true, maxLength: 100 },
    {
      kind: 'text',
      name: 'dictType',
      label: dictType,
      required: true,
      maxLength: 100,
      pattern: {
        re: /^[a-z][a-z0-9_]*$/,
        message: /*i18n*/ {
          id: 'pages.system.dict.typePattern',
          message:
            'The dictionary type must start with a letter and contain only lower-case letters, digits and underscores',
        },
      },
    },
    { kind: 'radio', name: 'status', label: status, dict: 'sys_normal_disable', default: '0' },
    { kind: 'textarea', name: 'remark', label: remark, maxLength: 500, rows: 3, nullable: true },
  ],
  toolbar: (page) => <RefreshCacheButton page={page} />,
  onChange: ({ wcm }) => dictStoreOf(wcm).cleanDict(),
};

/** Dictionary types (`system/dict/index`). */
export const DictTypePage = defineResourcePage(dictTypeDescriptor);
