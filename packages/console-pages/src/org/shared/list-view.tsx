import { DataTable, Pagination, RightToolbar } from '@wcm/console-ui';
import type { Column, Key } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import type { ListController } from '../../common/list';
import * as css from './org.css';

/** Props of {@link ListView}. */
export interface ListViewProps<Row, F extends Record<string, string>> {
  list: ListController<Row, F>;
  columns: Column<Row>[];
  label: string;
  rowKey: (row: Row) => Key;
  rowLabel: (row: Row) => string;
  /** Rows that may be selected; without it the table has no selection column. */
  selectable?: (row: Row) => boolean;
  /** Buttons left of the right toolbar (Add, Delete, Export...). */
  buttons: ReactNode;
}

/** Toolbar, right toolbar, table and pager of a list page, driven by its list controller. */
export function ListView<Row, F extends Record<string, string>>(props: ListViewProps<Row, F>) {
  const { list, columns } = props;
  return (
    <>
      <div className={css.toolbar}>
        {props.buttons}
        <span className={css.grow} />
        <RightToolbar
          showSearch={list.showSearch}
          onToggleSearch={list.toggleSearch}
          onRefresh={() => void list.reload()}
          columns={columns
            .filter((c) => c.key !== 'actions')
            .map((c) => ({
              key: c.key,
              title: c.title,
              visible: !list.hiddenColumns.includes(c.key),
            }))}
          onColumnsChange={list.setHiddenColumns}
        />
      </div>
      <DataTable<Row>
        aria-label={props.label}
        columns={columns}
        rows={list.rows}
        rowKey={props.rowKey}
        rowLabel={props.rowLabel}
        loading={list.loading}
        hiddenColumns={list.hiddenColumns}
        {...(props.selectable
          ? {
              selection: {
                selected: list.selected,
                onChange: list.setSelected,
                isSelectable: props.selectable,
              },
            }
          : {})}
        sort={{
          column: list.query.sort?.orderByColumn,
          order: list.query.sort?.isAsc,
          onChange: (column, order) =>
            list.setSort(order ? { orderByColumn: column, isAsc: order } : undefined),
        }}
      />
      <Pagination
        total={list.total}
        pageNum={list.query.pageNum}
        pageSize={list.query.pageSize}
        onChange={list.setPage}
      />
    </>
  );
}
