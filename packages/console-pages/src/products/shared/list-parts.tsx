import { DataTable, Pagination, RightToolbar } from '@wcm/console-ui';
import type { Column, ToolbarColumn } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import type { ListController } from '../../common/list';
import * as css from './products.css';

/** Props of {@link ListToolbar}. */
export interface ListToolbarProps {
  list: {
    showSearch: boolean;
    toggleSearch(): void;
    reload(): Promise<void>;
    hiddenColumns: string[];
    setHiddenColumns(keys: string[]): void;
  };
  /** Columns offered by the column chooser. */
  columns?: readonly { key: string; title: ReactNode }[];
  children?: ReactNode;
}

/** Action buttons on the left, the search toggle, refresh and column chooser on the right. */
export function ListToolbar({ list, columns, children }: ListToolbarProps) {
  const chooser: ToolbarColumn[] | undefined = columns?.map((c) => ({
    key: c.key,
    title: c.title,
    visible: !list.hiddenColumns.includes(c.key),
  }));
  return (
    <div className={css.toolbar}>
      {children}
      <span className={css.grow} />
      <RightToolbar
        showSearch={list.showSearch}
        onToggleSearch={list.toggleSearch}
        onRefresh={() => void list.reload()}
        {...(chooser ? { columns: chooser, onColumnsChange: list.setHiddenColumns } : {})}
      />
    </div>
  );
}

/** Props of {@link ListTable}. */
export interface ListTableProps<Row, F extends Record<string, string>> {
  list: ListController<Row, F>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => number;
  rowLabel: (row: Row) => string;
  'aria-label': string;
}

/** The table and pager of a list page, wired to its list controller. */
export function ListTable<Row, F extends Record<string, string>>(props: ListTableProps<Row, F>) {
  const { list } = props;
  return (
    <>
      <DataTable<Row>
        aria-label={props['aria-label']}
        columns={props.columns}
        rows={list.rows}
        rowKey={props.rowKey}
        rowLabel={props.rowLabel}
        loading={list.loading}
        hiddenColumns={list.hiddenColumns}
        selection={{ selected: list.selected, onChange: list.setSelected }}
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
