import { DataTable, Pagination } from '@wcm/console-ui';
import type { Column, Key } from '@wcm/console-ui';
import type { ListController } from '../list';

/** Props of {@link ListTable}. */
export interface ListTableProps<Row, F extends Record<string, string>> {
  list: ListController<Row, F>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => Key;
  /** Names a row for its check box. */
  rowLabel: (row: Row) => string;
  'aria-label': string;
  /**
   * Rows get check boxes for the toolbar's edit/delete; a function leaves some rows without one
   * (the administrator). @default true
   */
  selectable?: boolean | ((row: Row) => boolean);
}

/** A list page's table and pager wired to its list controller (selection, sort, paging). */
export function ListTable<Row, F extends Record<string, string>>(props: ListTableProps<Row, F>) {
  const { list, selectable = true } = props;
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
        {...(selectable
          ? {
              selection: {
                selected: list.selected,
                onChange: list.setSelected,
                ...(typeof selectable === 'function' ? { isSelectable: selectable } : {}),
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
