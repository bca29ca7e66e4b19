import { defineResourcePage, type ResourceDescriptor } from '../../common/resource';
import {
  createdLabel as created,
  RefreshCacheButton,
  remarkLabel as remark,
} from '../shared/descriptor-parts';
import type { SysConfig } from '../shared/system-types';
import { timeColumn } from '../../common/columns';

const name = /*i18n*/ { id: 'pages.system.config.configName', message: 'Parameter name' };
const key = /*i18n*/ { id: 'pages.system.config.configKey', message: 'Parameter key' };
const value = /*i18n*/ { id: 'pages.system.config.configValue', message: 'Parameter value' };
const type = /*i18n*/ { id: 'pages.system.config.configType', message: 'Built-in' };

/**
 * Parameters: search, list, add/edit/delete (the server refuses built-in 'Y' parameters and
 * says so), export and cache refresh (`system/config/index`).
 */
export const configDescriptor: ResourceDescriptor<SysConfig> = {
  path: '/system/config',
  id: 'configId',
  rowName: (row) => row.configKey,
  title: /*i18n*/ { id: 'pages.system.config.table', message: 'Parameters' },
  noun: /*i18n*/ { id: 'pages.system.config.noun', message: 'parameter' },
  addTitle: /*i18n*/ { id: 'pages.system.config.add', message: 'Add parameter' },
  editTitle: /*i18n*/ { id: 'pages.system.config.edit', message: 'Edit parameter' },
  exportName: 'config',
  filters: [
    { kind: 'text', name: 'configName', label: name },
    { kind: 'text', name: 'configKey', label: key },
    { kind: 'select', name: 'configType', label: type, dict: 'sys_yes_no' },
    { kind: 'dateRange', label: created },
  ],
  columns: [
    {
      key: 'configId',
      title: /*i18n*/ { id: 'pages.system.config.configId', message: 'Parameter ID' },
    },
    { key: 'configName', title: name },
    { key: 'configKey', title: key },
    { key: 'configValue', title: value },
    { key: 'configType', title: type, dict: 'sys_yes_no' },
    { key: 'remark', title: remark },
    timeColumn('createTime', created),
  ],
  dialog: { labelWidth: 120 },
  fields: [
    { kind: 'text', name: 'configName', label: name, required: true, maxLength: 100 },
    {
      kind: 'text',
      name: 'configKey',
      label: key,
      required: true,
      maxLength: 100,
      pattern: {
        re: /^[A-Za-z0-9_.\-:]+$/,
        message: /*i18n*/ {
          id: 'pages.system.config.keyPattern',
          message: 'Only letters, digits and . _ - : are allowed',
        },
      },
    },
    { kind: 'textarea', name: 'configValue', label: value, required: true, maxLength: 500 },
    { kind: 'radio', name: 'configType', label: type, dict: 'sys_yes_no', default: 'Y' },
    { kind: 'textarea', name: 'remark', label: remark, maxLength: 500, nullable: true },
  ],
  toolbar: (page) => (
    <RefreshCacheButton
      page={page}
      path="/system/config/refreshCache"
      permission="system:config:remove"
    />
  ),
};

/** Parameters (`system/config/index`). */
export const ConfigPage = defineResourcePage(configDescriptor);
