import { useLingui } from '@lingui/react';
import { Button, Can, PageHeading, useDateTimeFormat } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { DateRangeFilter } from '../../common/list-page/date-range-filter';
import { TextFilter } from '../../common/list-page/filters';
import { ListTable } from '../../common/list-page/list-table';
import { ListToolbar } from '../../common/list-page/list-toolbar';
import * as css from '../../common/list-page/page.css';
import type { GenTable } from './gen-types';
import { ImportDialog } from './import-dialog';
import { PreviewDialog } from './preview-dialog';
import { useGenPage } from './use-gen-page';
import { ListSearch } from '../../common/list-page/list-search';
import { actionsColumn, RowActions } from '../../common/list-page/row-actions';
import { dateTimeColumn, rowNumberColumn } from '../../common/list-page/list-columns';
import * as labels from './gen-labels';

/** Code generator (`tool/gen/index`): imported tables, import, preview, edit, sync, download. */
export function GenPage() {
  const { i18n } = useLingui();
  const page = useGenPage();
  const { list } = page;
  const selected = list.selected as number[];
  const first = selected[0];
  const t = {
    name: i18n._(labels.tableName),
    comment: i18n._(labels.tableComment),
    created: i18n._({ id: 'pages.tools.gen.createTime', message: 'Created' }),
  };
  const fmt = useDateTimeFormat();
  const columns: Column<GenTable>[] = [
    rowNumberColumn(i18n._({ id: 'pages.tools.gen.index', message: 'No.' }), list.query),
    { key: 'tableName', title: t.name, sortable: true },
    { key: 'tableComment', title: t.comment },
    { key: 'className', title: i18n._({ id: 'pages.tools.gen.className', message: 'Entity' }) },
    dateTimeColumn('createTime', t.created, fmt, { sortable: true }),
    dateTimeColumn(
      'updateTime',
      i18n._({ id: 'pages.tools.gen.updateTime', message: 'Updated' }),
      fmt,
      { sortable: true },
    ),
    actionsColumn(i18n._({ id: 'pages.tools.actions', message: 'Actions' }), (row) => (
      <RowActions
        name={row.tableName}
        actions={[
          {
            permissions: ['tool:gen:preview'],
            label: /*i18n*/ { id: 'pages.tools.gen.previewOf', message: 'Preview {name}' },
            text: /*i18n*/ { id: 'pages.tools.gen.preview', message: 'Preview' },
            onClick: () => page.setPreview(row),
          },
          {
            permissions: ['tool:gen:edit'],
            label: /*i18n*/ { id: 'pages.tools.gen.editOf', message: 'Edit {name}' },
            text: /*i18n*/ { id: 'pages.tools.edit', message: 'Edit' },
            onClick: () => page.edit(row.tableId),
          },
          {
            permissions: ['tool:gen:remove'],
            label: /*i18n*/ { id: 'pages.tools.gen.deleteOf', message: 'Delete {name}' },
            text: /*i18n*/ { id: 'pages.tools.delete', message: 'Delete' },
            onClick: () => void page.remove([row.tableId]),
          },
          {
            permissions: ['tool:gen:edit'],
            label: /*i18n*/ { id: 'pages.tools.gen.syncOf', message: 'Synchronise {name}' },
            text: /*i18n*/ { id: 'pages.tools.gen.sync', message: 'Synchronise' },
            onClick: () => void page.sync(row),
          },
          {
            permissions: ['tool:gen:code'],
            label: /*i18n*/ {
              id: 'pages.tools.gen.downloadOf',
              message: 'Generate code of {name}',
            },
            text: /*i18n*/ { id: 'pages.tools.gen.generate', message: 'Generate code' },
            onClick: () => void page.download([row.tableName]),
          },
        ]}
      />
    )),
  ];
  return (
    <div className={css.page}>
      <PageHeading />
      <ListSearch list={list}>
        <TextFilter list={list} name="tableName" label={t.name} />
        <TextFilter list={list} name="tableComment" label={t.comment} />
        <DateRangeFilter list={list} label={t.created} />
      </ListSearch>
      <ListToolbar list={list}>
        <Can permissions={['tool:gen:code']}>
          <Button
            variant="primary"
            size="small"
            disabled={selected.length === 0}
            onClick={() => void page.downloadSelected()}
          >
            {i18n._({ id: 'pages.tools.gen.generate', message: 'Generate code' })}
          </Button>
        </Can>
        <Can permissions={['tool:gen:import']}>
          <Button size="small" onClick={() => page.setImportOpen(true)}>
            {i18n._({ id: 'pages.tools.gen.import', message: 'Import' })}
          </Button>
        </Can>
        <Can permissions={['tool:gen:edit']}>
          <Button
            size="small"
            disabled={selected.length !== 1}
            onClick={() => first !== undefined && page.edit(first)}
          >
            {i18n._({ id: 'pages.tools.edit', message: 'Edit' })}
          </Button>
        </Can>
        <Can permissions={['tool:gen:remove']}>
          <Button
            size="small"
            disabled={selected.length === 0}
            onClick={() => void page.remove(selected)}
          >
            {i18n._({ id: 'pages.tools.delete', message: 'Delete' })}
          </Button>
        </Can>
      </ListToolbar>
      <ListTable<GenTable, typeof list.query.filters>
        list={list}
        columns={columns}
        rowKey={(row) => row.tableId}
        rowLabel={(row) => row.tableName}
        aria-label={i18n._({ id: 'pages.tools.gen.table', message: 'Imported tables' })}
      />
      <ImportDialog
        open={page.importOpen}
        onClose={() => page.setImportOpen(false)}
        onImported={page.imported}
      />
      <PreviewDialog table={page.preview} onClose={() => page.setPreview(undefined)} />
    </div>
  );
}
