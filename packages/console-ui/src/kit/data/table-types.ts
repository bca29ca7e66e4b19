import type { ReactNode } from 'react';

import type { Key } from './tree-model';

/** One column of a {@link DataTable}. */
export interface Column<Row> {
  /** Unique key; also the row field shown when there is no `render`, and the sort column name. */
  key: string;
  title: ReactNode;
  /** Cell content; defaults to `String(row[key] ?? '')`. */
  render?: (row: Row, index: number) => ReactNode;
  /** The header becomes a sort button (none -> ascending -> descending -> none). */
  sortable?: boolean;
  /** CSS width; numbers are pixels. */
  width?: number | string;
  /** @default 'left' */
  align?: 'left' | 'center' | 'right';
  /** Sticks to the right edge while scrolling sideways (action columns). */
  fixed?: 'right';
}

/** Sort order of a {@link DataTable} column (RuoYi `isAsc`: ascending/descending). */
export type SortOrder = 'ascending' | 'descending';

/** Row selection of a {@link DataTable} (controlled). */
export interface TableSelection<Row> {
  selected: readonly Key[];
  onChange: (keys: Key[]) => void;
  /** Rows that cannot be selected get a disabled check box. */
  isSelectable?: (row: Row) => boolean;
}

/** Sort state of a {@link DataTable} (controlled). */
export interface TableSort {
  column?: string;
  order?: SortOrder;
  /** `order` undefined: sorting was cleared. */
  onChange: (column: string, order: SortOrder | undefined) => void;
}

/** Props of {@link DataTable}. Give `caption` or `aria-label` to name the table. */
export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Dims the rows under a busy overlay (rows stay visible). */
  loading?: boolean;
  /** Shown in the body when there are no rows. @default <EmptyState /> */
  empty?: ReactNode;
  selection?: TableSelection<Row>;
  sort?: TableSort;
  /** Column keys to leave out (see `RightToolbar`). */
  hiddenColumns?: readonly string[];
  /** Visible caption; also names the table. */
  caption?: ReactNode;
  'aria-label'?: string;
  /** Names a row in the check box and expand button labels. @default String(rowKey(row)) */
  rowLabel?: (row: Row) => string;
  /** Field holding child rows: makes a tree table (menus, departments). */
  childrenKey?: keyof Row & string;
  /** Tree tables start fully expanded. @default false */
  defaultExpandAll?: boolean;
  className?: string;
}
