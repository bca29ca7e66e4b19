import { useLingui } from '@lingui/react';
import { Button, Can, DictTag, SearchForm } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useDict, useDictOptions } from '../../common/dict';
import { CrudButtons, RowActions } from '../shared/crud-buttons';
import { DateRangeFilter, SelectFilter, TextFilter } from '../shared/filters';
import { ListTable } from '../../common/list-page/list-table';
import { ListToolbar, toolbarColumns } from '../../common/list-page/list-toolbar';
import * as css from '../../common/list-page/page.css';
import type { SysConfig } from '../shared/system-types';
import { ConfigDialog } from './config-dialog';
import { useConfigPage } from './use-config-page';

/** Parameters: search, list, add/edit/delete, export and cache refresh (`system/config/index`). */
export function ConfigPage() {
  const { i18n } = useLingui();
  const { list, dialog, remove, refreshCache, exportList } = useConfigPage();
  const yesNo = useDict('sys_yes_no');
  const yesNoOptions = useDictOptions('sys_yes_no');
  const t = {
    name: i18n._({ id: 'pages.system.config.configName', message: 'Parameter name' }),
    key: i18n._({ id: 'pages.system.config.configKey', message: 'Parameter key' }),
    value: i18n._({ id: 'pages.system.config.configValue', message: 'Parameter value' }),
    type: i18n._({ id: 'pages.system.config.configType', message: 'Built-in' }),
    created: i18n._({ id: 'pages.system.createTime', message: 'Created' }),
  };
  const columns: Column<SysConfig>[] = [
    {
      key: 'configId',
      title: i18n._({ id: 'pages.system.config.configId', message: 'Parameter ID' }),
    },
    { key: 'configName', title: t.name },
    { key: 'configKey', title: t.key },
    { key: 'configValue', title: t.value },
    {
      key: 'configType',
      title: t.type,
      render: (row) => <DictTag options={yesNo} value={row.configType} />,
    },
    { key: 'remark', title: i18n._({ id: 'pages.system.remark', message: 'Remark' }) },
    { key: 'createTime', title: t.created, sortable: true },
    {
      key: 'actions',
      title: i18n._({ id: 'pages.system.actions', message: 'Actions' }),
      fixed: 'right',
      render: (row) => (
        <RowActions
          perm="system:config"
          name={row.configKey}
          onEdit={() => dialog.edit(row.configId)}
          onDelete={() => void remove([row.configId])}
        />
      ),
    },
  ];
  return (
    <div className={css.page}>
      <SearchForm
        visible={list.showSearch}
        loading={list.loading}
        onSearch={list.search}
        onReset={list.reset}
      >
        <TextFilter list={list} name="configName" label={t.name} />
        <TextFilter list={list} name="configKey" label={t.key} />
        <SelectFilter list={list} name="configType" label={t.type} options={yesNoOptions} />
        <DateRangeFilter list={list} label={t.created} />
      </SearchForm>
      <ListToolbar list={list} columns={toolbarColumns(columns, list.hiddenColumns)}>
        <CrudButtons<number>
          perm="system:config"
          selected={list.selected as number[]}
          onAdd={dialog.add}
          onEdit={dialog.edit}
          onDelete={(ids) => void remove(ids)}
          onExport={() => void exportList()}
        />
        <Can permissions={['system:config:remove']}>
          <Button size="small" onClick={() => void refreshCache()}>
            {i18n._({ id: 'pages.system.refreshCache', message: 'Refresh cache' })}
          </Button>
        </Can>
      </ListToolbar>
      <ListTable<SysConfig, typeof list.query.filters>
        list={list}
        columns={columns}
        rowKey={(row) => row.configId}
        rowLabel={(row) => row.configKey}
        aria-label={i18n._({ id: 'pages.system.config.table', message: 'Parameters' })}
      />
      <ConfigDialog
        open={dialog.open}
        configId={dialog.id}
        onClose={dialog.close}
        onSaved={() => void list.reload()}
      />
    </div>
  );
}
