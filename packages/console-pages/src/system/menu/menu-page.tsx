import { useLingui } from '@lingui/react';
import {
  Button,
  Can,
  MenuIcon,
  NumberInput,
  PageHeading,
  useCan,
  useDateTimeFormat,
} from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useNormalStatus } from '../../common/list-page/normal-status';
import { TreeTable } from '../../common/list-page/tree-table';
import { SelectFilter, TextFilter } from '../../common/list-page/filters';
import { ListToolbar, toolbarColumns } from '../../common/list-page/list-toolbar';
import * as css from '../../common/list-page/page.css';
import { MenuFormDialog } from './menu-form-dialog';
import type { MenuRow } from './menu-tree';
import { useMenuPage } from './use-menu-page';
import { ListSearch } from '../../common/list-page/list-search';
import { actionsColumn, RowActions } from '../../common/list-page/row-actions';
import { dateTimeColumn } from '../../common/list-page/list-columns';
import * as labels from './menu-labels';

/**
 * Menus as a tree table (`system/menu/index`): search, expand/collapse all, add (also below a
 * row), edit, delete, and order numbers edited in place and saved together.
 */
export function MenuPage() {
  const { i18n } = useLingui();
  const page = useMenuPage();
  const { list } = page;
  const canEdit = useCan().hasPermi(['system:menu:edit']);
  const t = {
    name: i18n._(labels.menuName),
    order: i18n._(labels.orderNum),
    status: i18n._({ id: 'pages.system.status', message: 'Status' }),
  };
  const status = useNormalStatus<MenuRow>(t.status);
  const fmt = useDateTimeFormat();
  const columns: Column<MenuRow>[] = [
    { key: 'menuName', title: t.name, width: 200 },
    {
      key: 'icon',
      title: i18n._(labels.icon),
      align: 'center',
      render: (row) => (row.icon && row.icon !== '#' ? <MenuIcon name={row.icon} /> : null),
    },
    {
      key: 'orderNum',
      title: t.order,
      width: 120,
      render: (row) =>
        canEdit ? (
          <NumberInput
            aria-label={i18n._({
              id: 'pages.system.menu.orderOf',
              message: 'Display order of {name}',
              values: { name: row.menuName },
            })}
            value={page.orderEdits.get(row.menuId) ?? row.orderNum}
            onChange={(value) => page.editOrder(row.menuId, value)}
            min={0}
            max={999999}
            precision={0}
            controls={false}
          />
        ) : (
          String(row.orderNum)
        ),
    },
    { key: 'perms', title: i18n._(labels.perms) },
    { key: 'component', title: i18n._(labels.component) },
    status.column,
    dateTimeColumn(
      'createTime',
      i18n._({ id: 'pages.system.createTime', message: 'Created' }),
      fmt,
    ),
    actionsColumn(i18n._({ id: 'pages.system.actions', message: 'Actions' }), (row) => (
      <RowActions
        name={row.menuName}
        actions={[
          {
            permissions: ['system:menu:edit'],
            label: /*i18n*/ { id: 'pages.system.editRow', message: 'Edit {name}' },
            text: /*i18n*/ { id: 'pages.system.edit', message: 'Edit' },
            onClick: () => page.edit(row),
          },
          row.menuType !== 'F' && {
            permissions: ['system:menu:add'],
            label: /*i18n*/ { id: 'pages.system.menu.addUnder', message: 'Add below {name}' },
            text: /*i18n*/ { id: 'pages.system.add', message: 'Add' },
            onClick: () => page.add(row.menuId),
          },
          {
            permissions: ['system:menu:remove'],
            label: /*i18n*/ { id: 'pages.system.deleteRow', message: 'Delete {name}' },
            text: /*i18n*/ { id: 'pages.system.delete', message: 'Delete' },
            onClick: () => void page.remove(row),
          },
        ]}
      />
    )),
  ];
  return (
    <div className={css.page}>
      <PageHeading />
      <ListSearch list={list}>
        <TextFilter list={list} name="menuName" label={t.name} />
        <SelectFilter list={list} name="status" label={t.status} options={status.options} />
      </ListSearch>
      <ListToolbar list={list} columns={toolbarColumns(columns, list.hiddenColumns)}>
        <Can permissions={['system:menu:add']}>
          <Button variant="primary" size="small" onClick={() => page.add(0)}>
            {i18n._({ id: 'pages.system.add', message: 'Add' })}
          </Button>
        </Can>
        <Button size="small" aria-pressed={page.expandAll} onClick={page.toggleExpand}>
          {page.expandAll
            ? i18n._({ id: 'pages.system.menu.collapseAll', message: 'Collapse all' })
            : i18n._({ id: 'pages.system.menu.expandAll', message: 'Expand all' })}
        </Button>
        <Can permissions={['system:menu:edit']}>
          <Button size="small" disabled={!page.pendingSort} onClick={() => void page.saveOrder()}>
            {i18n._({ id: 'pages.system.menu.saveOrder', message: 'Save order' })}
          </Button>
        </Can>
      </ListToolbar>
      <TreeTable
        tree={page}
        label={i18n._({ id: 'pages.system.menu.table', message: 'Menus' })}
        columns={columns}
        rowKey={(row) => row.menuId}
        rowLabel={(row) => row.menuName}
      />
      <MenuFormDialog
        open={page.dialog.open}
        menuId={page.dialog.open ? page.dialog.menuId : undefined}
        parentId={page.dialog.open ? page.dialog.parentId : 0}
        onClose={page.closeDialog}
        onSaved={() => void list.reload()}
      />
    </div>
  );
}
