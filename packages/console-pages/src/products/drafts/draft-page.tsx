import { useLingui } from '@lingui/react';
import { Button, Can, PageHeading, useConsole, useDateTimeFormat } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { TextFilter } from '../../common/list-page/filters';
import { actionsColumn, RowActions } from '../../common/list-page/row-actions';
import { dateTimeColumn } from '../../common/list-page/list-columns';
import { ListSearch } from '../../common/list-page/list-search';
import { ListTable, ListToolbar } from '../shared/list-parts';
import { toDisplayLink } from '../../common/links/stored-link';
import type { DraftRow } from '../shared/products-types';
import * as css from '../shared/products.css';
import { type DRAFT_FILTERS, useDraftPage } from './use-draft-page';

// The page's own texts: the registry loads them with its code.
export { messages } from './locales/load';

/** Product drafts: list, edit, publish, delete (`drafts/product/index`). */
export function DraftPage() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const page = useDraftPage();
  const { list } = page;
  const selected = list.selected as number[];
  const untitled = i18n._({ id: 'pages.products.drafts.untitled', message: '(untitled)' });
  const label = (row: DraftRow) => row.name || `${untitled} #${row.draftId}`;
  const fmt = useDateTimeFormat();
  const columns: Column<DraftRow>[] = [
    {
      key: 'coverUrl',
      title: i18n._({ id: 'pages.products.cover', message: 'Cover' }),
      render: (row) =>
        row.coverUrl ? (
          <img className={css.cover} src={toDisplayLink(wcm, row.coverUrl)} alt={label(row)} />
        ) : null,
    },
    {
      key: 'name',
      title: i18n._({ id: 'pages.products.name', message: 'Product name' }),
      render: label,
    },
    { key: 'categoryName', title: i18n._({ id: 'pages.products.category', message: 'Category' }) },
    {
      key: 'productId',
      title: i18n._({ id: 'pages.products.drafts.kind', message: 'Kind' }),
      render: (row) =>
        row.productId
          ? i18n._({
              id: 'pages.products.drafts.ofProduct',
              message: 'Edit of product {id}',
              values: { id: row.productId },
            })
          : i18n._({ id: 'pages.products.drafts.new', message: 'New product' }),
    },
    dateTimeColumn(
      'updateTime',
      i18n._({ id: 'pages.products.updateTime', message: 'Updated' }),
      fmt,
    ),
    actionsColumn(i18n._({ id: 'pages.products.actions', message: 'Actions' }), (row) => (
      <RowActions
        name={label(row)}
        actions={[
          {
            permissions: ['drafts:product:edit'],
            label: /*i18n*/ { id: 'pages.products.editRow', message: 'Edit {name}' },
            text: /*i18n*/ { id: 'pages.products.edit', message: 'Edit' },
            onClick: () => page.edit(row.draftId),
          },
          {
            permissions: ['drafts:product:edit'],
            label: /*i18n*/ { id: 'pages.products.drafts.publishRow', message: 'Publish {name}' },
            text: /*i18n*/ { id: 'pages.products.edit.publish', message: 'Publish' },
            onClick: () => void page.publish(row.draftId),
          },
          {
            permissions: ['drafts:product:remove'],
            label: /*i18n*/ { id: 'pages.products.deleteRow', message: 'Delete {name}' },
            text: /*i18n*/ { id: 'pages.products.delete', message: 'Delete' },
            onClick: () => void page.remove([row.draftId]),
          },
        ]}
      />
    )),
  ];
  return (
    <div className={css.page}>
      <PageHeading />
      <ListSearch list={list}>
        <TextFilter
          list={list}
          name="name"
          label={i18n._({ id: 'pages.products.name', message: 'Product name' })}
        />
      </ListSearch>
      <ListToolbar list={list}>
        <Can permissions={['brand:product:add']}>
          <Button variant="primary" size="small" onClick={page.add}>
            {i18n._({ id: 'pages.products.add', message: 'Add' })}
          </Button>
        </Can>
        <Can permissions={['drafts:product:remove']}>
          <Button
            size="small"
            disabled={selected.length === 0}
            onClick={() => void page.remove(selected)}
          >
            {i18n._({ id: 'pages.products.delete', message: 'Delete' })}
          </Button>
        </Can>
      </ListToolbar>
      <ListTable<DraftRow, typeof DRAFT_FILTERS>
        list={list}
        columns={columns}
        rowKey={(row) => row.draftId}
        rowLabel={label}
        aria-label={i18n._({ id: 'pages.products.drafts.table', message: 'Product drafts' })}
      />
    </div>
  );
}
