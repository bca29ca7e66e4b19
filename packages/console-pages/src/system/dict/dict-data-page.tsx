import { useLingui } from '@lingui/react';
import { DictTag, EmptyState, FormItem, SearchForm, Select } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { Link, useParams } from 'react-router-dom';
import { useDict, useDictOptions } from '../../common/dict';
import { CrudButtons, RowActions } from '../shared/crud-buttons';
import { SelectFilter, TextFilter } from '../shared/filters';
import { ListTable } from '../../common/list-page/list-table';
import { ListToolbar, toolbarColumns } from '../../common/list-page/list-toolbar';
import * as css from '../../common/list-page/page.css';
import type { SysDictData, SysDictType } from '../shared/system-types';
import { DictDataDialog } from './dict-data-dialog';
import { useDictDataPage, useDictTypeOfRoute } from './use-dict-data-page';

/**
 * Entries of one dictionary type (`system/dict/data`, route `/system/dict-data/index/:dictId`):
 * the route names the type by id; a type select at the top switches to another type.
 */
export function DictDataPage() {
  const { i18n } = useLingui();
  const { dictId } = useParams();
  const { loading, type, types } = useDictTypeOfRoute(dictId);
  if (loading) return <div className={css.page} aria-busy="true" />;
  if (!type) {
    return (
      <div className={css.page}>
        <EmptyState
          title={i18n._({ id: 'pages.system.dict.noType', message: 'Dictionary type not found' })}
          action={
            <Link to="/system/dict">
              {i18n._({ id: 'pages.system.dict.backToTypes', message: 'Back to dictionary types' })}
            </Link>
          }
        />
      </div>
    );
  }
  return <DictDataList key={type.dictType} defaultType={type.dictType} types={types} />;
}

function DictDataList({ defaultType, types }: { defaultType: string; types: SysDictType[] }) {
  const { i18n } = useLingui();
  const { list, dialog, dictType, remove, exportList, saved } = useDictDataPage(defaultType);
  const statusDict = useDict('sys_normal_disable');
  const statusOptions = useDictOptions('sys_normal_disable');
  const typeLabel = i18n._({ id: 'pages.system.dict.dictType', message: 'Dictionary type' });
  const columns: Column<SysDictData>[] = [
    { key: 'dictCode', title: i18n._({ id: 'pages.system.dict.dictCode', message: 'Data code' }) },
    {
      key: 'dictLabel',
      title: i18n._({ id: 'pages.system.dict.dictLabel', message: 'Data label' }),
      render: (row) => (
        <DictTag
          options={[
            {
              label: row.dictLabel,
              value: row.dictValue,
              listClass: row.listClass,
              cssClass: row.cssClass,
            },
          ]}
          value={row.dictValue}
        />
      ),
    },
    {
      key: 'dictValue',
      title: i18n._({ id: 'pages.system.dict.dictValue', message: 'Data value' }),
    },
    {
      key: 'dictSort',
      title: i18n._({ id: 'pages.system.dict.dictSort', message: 'Display order' }),
    },
    {
      key: 'status',
      title: i18n._({ id: 'pages.system.status', message: 'Status' }),
      render: (row) => <DictTag options={statusDict} value={row.status} />,
    },
    { key: 'remark', title: i18n._({ id: 'pages.system.remark', message: 'Remark' }) },
    { key: 'createTime', title: i18n._({ id: 'pages.system.createTime', message: 'Created' }) },
    {
      key: 'actions',
      title: i18n._({ id: 'pages.system.actions', message: 'Actions' }),
      fixed: 'right',
      render: (row) => (
        <RowActions
          perm="system:dict"
          name={row.dictLabel}
          onEdit={() => dialog.edit(row.dictCode)}
          onDelete={() => void remove([row.dictCode])}
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
        <FormItem label={typeLabel}>
          <Select<string>
            className={css.field}
            options={types.map((t) => ({ label: t.dictName, value: t.dictType }))}
            value={list.draft.dictType}
            onChange={(next) => list.setDraft({ dictType: next ?? defaultType })}
          />
        </FormItem>
        <TextFilter
          list={list}
          name="dictLabel"
          label={i18n._({ id: 'pages.system.dict.dictLabel', message: 'Data label' })}
        />
        <SelectFilter
          list={list}
          name="status"
          options={statusOptions}
          label={i18n._({ id: 'pages.system.status', message: 'Status' })}
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
        <Link to="/system/dict">{i18n._({ id: 'pages.system.dict.close', message: 'Close' })}</Link>
      </ListToolbar>
      <ListTable<SysDictData, typeof list.query.filters>
        list={list}
        columns={columns}
        rowKey={(row) => row.dictCode}
        rowLabel={(row) => row.dictLabel}
        aria-label={i18n._({ id: 'pages.system.dict.dataTable', message: 'Dictionary data' })}
      />
      <DictDataDialog
        open={dialog.open}
        dictType={dictType}
        dictCode={dialog.id}
        onClose={dialog.close}
        onSaved={() => void saved()}
      />
    </div>
  );
}
