import { useLingui } from '@lingui/react';
import { Button, Can, DictTag, SearchForm } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { Link } from 'react-router-dom';
import { useDict, useDictOptions } from '../../common/dict';
import { CrudButtons, RowActions } from '../shared/crud-buttons';
import { DateRangeFilter, SelectFilter, TextFilter } from '../shared/filters';
import { ListTable } from '../../common/list-page/list-table';
import { ListToolbar, toolbarColumns } from '../../common/list-page/list-toolbar';
import * as css from '../../common/list-page/page.css';
import type { SysDictType } from '../shared/system-types';
import { DictTypeDialog } from './dict-type-dialog';
import { useDictTypePage } from './use-dict-type-page';

/** Path of the data page of a dictionary type (permission route `system/dict/data`). */
export const dictDataPath = (dictId: number) => `/system/dict-data/index/${dictId}`;

/** Dictionary types: search, list, add/edit/delete, export and cache refresh (`system/dict/index`). */
export function DictTypePage() {
  const { i18n } = useLingui();
  const { list, dialog, remove, refreshCache, exportList } = useDictTypePage();
  const statusDict = useDict('sys_normal_disable');
  const statusOptions = useDictOptions('sys_normal_disable');
  const columns: Column<SysDictType>[] = [
    { key: 'dictId', title: i18n._({ id: 'pages.system.dict.dictId', message: 'Dictionary ID' }) },
    {
      key: 'dictName',
      title: i18n._({ id: 'pages.system.dict.dictName', message: 'Dictionary name' }),
    },
    {
      key: 'dictType',
      title: i18n._({ id: 'pages.system.dict.dictType', message: 'Dictionary type' }),
      render: (row) => <Link to={dictDataPath(row.dictId)}>{row.dictType}</Link>,
    },
    {
      key: 'status',
      title: i18n._({ id: 'pages.system.status', message: 'Status' }),
      render: (row) => <DictTag options={statusDict} value={row.status} />,
    },
    { key: 'remark', title: i18n._({ id: 'pages.system.remark', message: 'Remark' }) },
    {
      key: 'createTime',
      title: i18n._({ id: 'pages.system.createTime', message: 'Created' }),
      sortable: true,
    },
    {
      key: 'actions',
      title: i18n._({ id: 'pages.system.actions', message: 'Actions' }),
      fixed: 'right',
      render: (row) => (
        <RowActions
          perm="system:dict"
          name={row.dictType}
          onEdit={() => dialog.edit(row.dictId)}
          onDelete={() => void remove([row.dictId])}
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
        <TextFilter
          list={list}
          name="dictName"
          label={i18n._({ id: 'pages.system.dict.dictName', message: 'Dictionary name' })}
        />
        <TextFilter
          list={list}
          name="dictType"
          label={i18n._({ id: 'pages.system.dict.dictType', message: 'Dictionary type' })}
        />
        <SelectFilter
          list={list}
          name="status"
          options={statusOptions}
          label={i18n._({ id: 'pages.system.status', message: 'Status' })}
        />
        <DateRangeFilter
          list={list}
          label={i18n._({ id: 'pages.system.createTime', message: 'Created' })}
        />
      </SearchForm>
      <ListToolbar list={list} columns={toolbarColumns(columns, list.hiddenColumns)}>
        <CrudButtons<number>
          perm="system:dict"
          selected={list.selected as number[]}
          onAdd={dialog.add}
          onEdit={dialog.edit}
          onDelete={(ids) => void remove(ids)}
          onExport={() => void exportList()}
        />
        <Can permissions={['system:dict:remove']}>
          <Button size="small" onClick={() => void refreshCache()}>
            {i18n._({ id: 'pages.system.refreshCache', message: 'Refresh cache' })}
          </Button>
        </Can>
      </ListToolbar>
      <ListTable<SysDictType, typeof list.query.filters>
        list={list}
        columns={columns}
        rowKey={(row) => row.dictId}
        rowLabel={(row) => row.dictName}
        aria-label={i18n._({ id: 'pages.system.dict.typeTable', message: 'Dictionary types' })}
      />
      <DictTypeDialog
        open={dialog.open}
        dictId={dialog.id}
        onClose={dialog.close}
        onSaved={() => void list.reload()}
      />
    </div>
  );
}
