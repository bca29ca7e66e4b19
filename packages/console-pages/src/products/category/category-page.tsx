import { useLingui } from '@lingui/react';
import {
  Button,
  Can,
  DataTable,
  FormItem,
  Input,
  PageHeading,
  RightToolbar,
  SearchForm,
  StatusBadge,
  useDateTimeFormat,
} from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useState } from 'react';
import { actionsColumn, RowActions } from '../../common/list-page/row-actions';
import { dateTimeColumn } from '../../common/list-page/list-columns';
import type { CategoryNode } from '../shared/products-types';
import * as css from '../shared/products.css';
import { CategoryDialog, type CategoryTarget } from './category-dialog';
import { useCategoryPage } from './use-category-page';

// The page's own texts: the registry loads them with its code.
export { messages } from './locales/load';

function targetKey(target: CategoryTarget | undefined): string {
  if (!target) return 'closed';
  return 'category' in target ? `edit-${target.category.categoryId}` : `add-${target.parentId}`;
}

/** Product categories: two-level tree, add/edit/delete, reorder (`brand/category/index`). */
export function CategoryPage() {
  const { i18n } = useLingui();
  const page = useCategoryPage();
  const [showSearch, setShowSearch] = useState(true);
  const t = {
    name: i18n._({ id: 'pages.products.category.name', message: 'Category name' }),
    edit: i18n._({ id: 'pages.products.edit', message: 'Edit' }),
    del: i18n._({ id: 'pages.products.delete', message: 'Delete' }),
  };
  const fmt = useDateTimeFormat();
  const columns: Column<CategoryNode>[] = [
    { key: 'name', title: t.name },
    { key: 'sort', title: i18n._({ id: 'pages.products.category.sort', message: 'Sort value' }) },
    {
      key: 'recommendCount',
      title: i18n._({ id: 'pages.products.category.recommendCount', message: 'Recommended count' }),
    },
    {
      key: 'visible',
      title: i18n._({ id: 'pages.products.category.visible', message: 'Visible' }),
      render: (row) =>
        row.visible ? (
          <StatusBadge tone="success">
            {i18n._({ id: 'pages.products.category.shown', message: 'Shown' })}
          </StatusBadge>
        ) : (
          <StatusBadge tone="default">
            {i18n._({ id: 'pages.products.category.hidden', message: 'Hidden' })}
          </StatusBadge>
        ),
    },
    {
      key: 'productCount',
      title: i18n._({ id: 'pages.products.category.productCount', message: 'Products' }),
    },
    dateTimeColumn(
      'createTime',
      i18n._({ id: 'pages.products.createTime', message: 'Created' }),
      fmt,
    ),
    actionsColumn(i18n._({ id: 'pages.products.actions', message: 'Actions' }), (row) => (
      <RowActions
        name={row.name}
        actions={[
          {
            permissions: ['brand:category:edit'],
            label: /*i18n*/ { id: 'pages.products.category.moveUp', message: 'Move {name} up' },
            text: '↑',
            onClick: () => void page.move(row, -1),
          },
          {
            permissions: ['brand:category:edit'],
            label: /*i18n*/ {
              id: 'pages.products.category.moveDown',
              message: 'Move {name} down',
            },
            text: '↓',
            onClick: () => void page.move(row, 1),
          },
          {
            permissions: ['brand:category:edit'],
            label: /*i18n*/ { id: 'pages.products.editRow', message: 'Edit {name}' },
            text: t.edit,
            onClick: () => page.edit(row),
          },
          row.parentId === 0 && {
            permissions: ['brand:category:add'],
            label: /*i18n*/ {
              id: 'pages.products.category.addSub',
              message: 'Add a sub-category to {name}',
            },
            text: /*i18n*/ { id: 'pages.products.add', message: 'Add' },
            onClick: () => page.add(row.categoryId),
          },
          {
            permissions: ['brand:category:remove'],
            label: /*i18n*/ { id: 'pages.products.deleteRow', message: 'Delete {name}' },
            text: t.del,
            onClick: () => void page.remove(row),
          },
        ]}
      />
    )),
  ];
  return (
    <div className={css.page}>
      <PageHeading />
      <SearchForm
        visible={showSearch}
        loading={page.loading}
        onSearch={page.search}
        onReset={page.reset}
      >
        <FormItem label={t.name}>
          <Input className={css.field} value={page.filter} onChange={page.setFilter} clearable />
        </FormItem>
      </SearchForm>
      <div className={css.toolbar}>
        <Can permissions={['brand:category:add']}>
          <Button variant="primary" size="small" onClick={() => page.add(0)}>
            {i18n._({ id: 'pages.products.add', message: 'Add' })}
          </Button>
        </Can>
        <Button size="small" onClick={page.toggleExpand}>
          {page.expanded
            ? i18n._({ id: 'pages.products.category.collapse', message: 'Collapse all' })
            : i18n._({ id: 'pages.products.category.expand', message: 'Expand all' })}
        </Button>
        <span className={css.grow} />
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch((v) => !v)}
          onRefresh={() => void page.reload()}
        />
      </div>
      <DataTable<CategoryNode>
        key={String(page.expanded)}
        aria-label={i18n._({ id: 'pages.products.category.table', message: 'Product categories' })}
        columns={columns}
        rows={page.tree}
        rowKey={(row) => row.categoryId}
        rowLabel={(row) => row.name}
        loading={page.loading}
        childrenKey="children"
        defaultExpandAll={page.expanded}
      />
      <CategoryDialog
        key={targetKey(page.target)}
        target={page.target}
        categories={page.categories}
        onClose={page.close}
        onSaved={() => {
          page.close();
          void page.reload();
        }}
      />
    </div>
  );
}
