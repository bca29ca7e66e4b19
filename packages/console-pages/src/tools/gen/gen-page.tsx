import type { MessageDescriptor } from '@lingui/core';
import { translate } from '@wcm/console-core';
import { useLingui } from '@lingui/react';
import { Button, Can, PageHeading, useDateTimeFormat } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { DateRangeFilter, TextFilter } from '../../common/list-page/filters';
import { ListTable } from '../../common/list-page/list-table';
import { ListToolbar } from '../../common/list-page/list-toolbar';
import * as css from '../../common/list-page/page.css';
import type { GenTable } from './gen-types';
import { ImportDialog } from './import-dialog';
import { PreviewDialog } from './preview-dialog';
import { useGenPage } from './use-gen-page';
import { ListSearch } from '../../common/list-page/list-search';

/** Code generator (`tool/gen/index`): imported tables, import, preview, edit, sync, download. */
export function GenPage() {
  const { i18n } = useLingui();
  const page = useGenPage();
  const { list } = page;
  const selected = list.selected as number[];
  const first = selected[0];
  const t = {
    name: i18n._({ id: 'pages.tools.gen.tableName', message: 'Table name' }),
    comment: i18n._({ id: 'pages.tools.gen.tableComment', message: 'Table description' }),
    created: i18n._({ id: 'pages.tools.gen.createTime', message: 'Created' }),
  };
  const fmt = useDateTimeFormat();
  const columns: Column<GenTable>[] = [
    {
      key: 'index',
      title: i18n._({ id: 'pages.tools.gen.index', message: 'No.' }),
      render: (_r, i) => (list.query.pageNum - 1) * list.query.pageSize + i + 1,
    },
    { key: 'tableName', title: t.name, sortable: true },
    { key: 'tableComment', title: t.comment },
    { key: 'className', title: i18n._({ id: 'pages.tools.gen.className', message: 'Entity' }) },
    {
      key: 'createTime',
      title: t.created,
      sortable: true,
      render: (row) => fmt.dateTime(row.createTime),
    },
    {
      key: 'updateTime',
      title: i18n._({ id: 'pages.tools.gen.updateTime', message: 'Updated' }),
      sortable: true,
      render: (row) => fmt.dateTime(row.updateTime),
    },
    {
      key: 'actions',
      title: i18n._({ id: 'pages.tools.actions', message: 'Actions' }),
      fixed: 'right',
      render: (row) => {
        const label = (descriptor: MessageDescriptor) =>
          translate(i18n, descriptor, { name: row.tableName });
        return (
          <span className={css.actions}>
            <Can permissions={['tool:gen:preview']}>
              <Button
                size="small"
                aria-label={label(
                  /*i18n*/ { id: 'pages.tools.gen.previewOf', message: 'Preview {name}' },
                )}
                onClick={() => page.setPreview(row)}
              >
                {i18n._({ id: 'pages.tools.gen.preview', message: 'Preview' })}
              </Button>
            </Can>
            <Can permissions={['tool:gen:edit']}>
              <Button
                size="small"
                aria-label={label(
                  /*i18n*/ { id: 'pages.tools.gen.editOf', message: 'Edit {name}' },
                )}
                onClick={() => page.edit(row.tableId)}
              >
                {i18n._({ id: 'pages.tools.edit', message: 'Edit' })}
              </Button>
            </Can>
            <Can permissions={['tool:gen:remove']}>
              <Button
                size="small"
                aria-label={label(
                  /*i18n*/ { id: 'pages.tools.gen.deleteOf', message: 'Delete {name}' },
                )}
                onClick={() => void page.remove([row.tableId])}
              >
                {i18n._({ id: 'pages.tools.delete', message: 'Delete' })}
              </Button>
            </Can>
            <Can permissions={['tool:gen:edit']}>
              <Button
                size="small"
                aria-label={label(
                  /*i18n*/ { id: 'pages.tools.gen.syncOf', message: 'Synchronise {name}' },
                )}
                onClick={() => void page.sync(row)}
              >
                {i18n._({ id: 'pages.tools.gen.sync', message: 'Synchronise' })}
              </Button>
            </Can>
            <Can permissions={['tool:gen:code']}>
              <Button
                size="small"
                aria-label={label(
                  /*i18n*/ { id: 'pages.tools.gen.downloadOf', message: 'Generate code of {name}' },
                )}
                onClick={() => void page.download([row.tableName])}
              >
                {i18n._({ id: 'pages.tools.gen.generate', message: 'Generate code' })}
              </Button>
            </Can>
          </span>
        );
      },
    },
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
