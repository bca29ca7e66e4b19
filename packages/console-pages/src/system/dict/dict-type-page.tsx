import { Link } from 'react-router-dom';
import { dictStoreOf } from '../../common/dict';
import { defineResourcePage, type ResourceDescriptor } from '../../common/resource';
import {
  createdLabel as created,
  RefreshCacheButton,
  remarkLabel as remark,
  statusLabel,
} from '../shared/descriptor-parts';
import type { SysDictType } from '../shared/system-types';
import { timeColumn } from '../../common/columns';
import { normalStatus } from '../../common/dict-property';

/** Path of the data page of a dictionary type (permission route `system/dict/data`). */
export const dictDataPath = (dictId: number) => `/system/dict-data/index/${dictId}`;

const dictName = /*i18n*/ { id: 'pages.system.dict.dictName', message: 'Dictionary name' };
const dictType = /*i18n*/ { id: 'pages.system.dict.dictType', message: 'Dictionary type' };
const status = normalStatus<SysDictType>(statusLabel);

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
    status.filter,
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
    status.column,
    { key: 'remark', title: remark },
    timeColumn('createTime', created),
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
    status.field,
    { kind: 'textarea', name: 'remark', label: remark, maxLength: 500, rows: 3, nullable: true },
  ],
  toolbar: (page) => (
    <RefreshCacheButton
      page={page}
      path="/system/dict/type/refreshCache"
      permission="system:dict:remove"
      onRefreshed={() => dictStoreOf(page.wcm).cleanDict()}
    />
  ),
  onChange: ({ wcm }) => dictStoreOf(wcm).cleanDict(),
};

/** Dictionary types (`system/dict/index`). */
export const DictTypePage = defineResourcePage(dictTypeDescriptor);
