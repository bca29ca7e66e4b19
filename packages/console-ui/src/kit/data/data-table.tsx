import { useLingui } from '@lingui/react';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';

import * as styles from './data-table.css';
import { EmptyState } from './empty-state';
import { ChevronIcon, SortIcon } from './icons';
import { SelectAllBox } from './select-all-box';
import { flattenRows, nextSortOrder, parentKeys, type FlatRow } from './table-tree';
import type { Column, DataTableProps } from './table-types';
import type { Key } from './tree-model';
import { useHorizontalScroll } from './use-scroll-edge';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function cellStyle<Row>(column: Column<Row>): CSSProperties {
  return { width: column.width, textAlign: column.align };
}

function tableName(i18n: ReturnType<typeof useLingui>['i18n']): string {
  return i18n._({ id: 'kit.table.scrollRegion', message: 'Table, scrolls sideways' });
}

function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return value === undefined || value === null ? '' : String(value);
}

/**
 * Table of rows with real `<table>` semantics: optional row selection with a tri-state
 * 'select all' box, sortable headers (`aria-sort`), a busy overlay, an empty state and
 * expandable tree rows (`childrenKey`).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, loading = false, selection, sort, childrenKey } = props;
  const { i18n } = useLingui();
  // Refs apart from the measured state, which is what rendering reads.
  const { ref: scrollRef, barRef, onBarScroll, ...scroll } = useHorizontalScroll<HTMLDivElement>();
  // Keys the user toggled away from the default: opened rows, or closed ones under
  // defaultExpandAll. Tracking the difference keeps rows that arrive later expanded too.
  const [toggled, setToggled] = useState<ReadonlySet<Key>>(() => new Set());
  const expandAll = props.defaultExpandAll ?? false;
  const expanded = useMemo(
    () =>
      expandAll
        ? new Set(parentKeys(rows, rowKey, childrenKey).filter((k) => !toggled.has(k)))
        : toggled,
    [expandAll, rows, rowKey, childrenKey, toggled],
  );
  const hidden = new Set(props.hiddenColumns ?? []);
  const shown = columns.filter((c) => !hidden.has(c.key));
  const flat = flattenRows(rows, rowKey, childrenKey, expanded);
  // 'Select all' covers every selectable row of the page, collapsed tree rows included.
  const all = useMemo(
    () => flattenRows(rows, rowKey, childrenKey, 'all'),
    [rows, rowKey, childrenKey],
  );
  const selectable = selection
    ? all.filter((r) => selection.isSelectable?.(r.row) ?? true).map((r) => r.key)
    : [];
  const selected = new Set(selection?.selected ?? []);
  const chosen = selectable.filter((k) => selected.has(k)).length;
  const label = (row: Row) => props.rowLabel?.(row) ?? String(rowKey(row));
  const span = shown.length + (selection ? 1 : 0);

  const toggleAll = () => {
    if (!selection) return;
    const page = new Set(selectable);
    const others = selection.selected.filter((k) => !page.has(k));
    selection.onChange(chosen === selectable.length ? others : [...others, ...selectable]);
  };
  const toggleRow = (key: Key) => {
    if (!selection) return;
    selection.onChange(
      selected.has(key)
        ? selection.selected.filter((k) => k !== key)
        : [...selection.selected, key],
    );
  };
  const toggleExpand = (key: Key) => {
    const next = new Set(toggled);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setToggled(next);
  };

  const header = (column: Column<Row>) => {
    const order = sort?.column === column.key ? sort.order : undefined;
    const sortable = column.sortable && sort;
    return (
      <th
        key={column.key}
        scope="col"
        className={cx(styles.th, column.fixed === 'right' && styles.fixedRight)}
        style={cellStyle(column)}
        aria-sort={sortable ? (order ?? 'none') : undefined}
      >
        {sortable ? (
          <button
            type="button"
            className={styles.sortButton}
            onClick={() => sort.onChange(column.key, nextSortOrder(order))}
          >
            {column.title}
            <SortIcon order={order} />
          </button>
        ) : (
          column.title
        )}
      </th>
    );
  };

  const treeToggle = (item: FlatRow<Row>) => {
    if (!childrenKey) return null;
    const indent = { marginLeft: `${item.level * 1.25}em` };
    if (!item.hasChildren) return <span className={styles.expandSpacer} style={indent} />;
    const open = expanded.has(item.key);
    return (
      <button
        type="button"
        className={styles.expandButton}
        style={indent}
        aria-expanded={open}
        aria-label={
          open
            ? i18n._({
                id: 'kit.table.collapse',
                message: 'Collapse {row}',
                values: { row: label(item.row) },
              })
            : i18n._({
                id: 'kit.table.expand',
                message: 'Expand {row}',
                values: { row: label(item.row) },
              })
        }
        onClick={() => toggleExpand(item.key)}
      >
        <ChevronIcon direction="right" />
      </button>
    );
  };

  const body = (item: FlatRow<Row>) => {
    const isSelected = selected.has(item.key);
    const canSelect = selection ? (selection.isSelectable?.(item.row) ?? true) : false;
    return (
      <tr
        key={item.key}
        className={styles.row}
        data-selected={selection ? isSelected : undefined}
        data-level={childrenKey ? item.level : undefined}
      >
        {selection ? (
          <td className={cx(styles.td, styles.selectCell)}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={isSelected}
              disabled={!canSelect}
              aria-label={i18n._({
                id: 'kit.table.selectRow',
                message: 'Select {row}',
                values: { row: label(item.row) },
              })}
              onChange={() => toggleRow(item.key)}
            />
          </td>
        ) : null}
        {shown.map((column, i) => (
          <td
            key={column.key}
            className={cx(styles.td, column.fixed === 'right' && styles.fixedRight)}
            style={cellStyle(column)}
          >
            {i === 0 ? treeToggle(item) : null}
            {column.render
              ? column.render(item.row, item.index)
              : defaultCell(item.row, column.key)}
          </td>
        ))}
      </tr>
    );
  };

  return (
    <div
      ref={scrollRef}
      className={cx(styles.wrapper, props.className)}
      data-slot="data-table"
      data-hidden-right={scroll.hiddenRight || undefined}
      // A table wider than its box scrolls sideways: keyboard users reach the hidden columns by
      // focusing the region and using the arrow keys.
      {...(scroll.overflows
        ? { tabIndex: 0, role: 'region', 'aria-label': props['aria-label'] ?? tableName(i18n) }
        : {})}
    >
      {scroll.overflows ? (
        // Mouse affordance only: keyboard users scroll the focusable region itself.
        <div
          ref={barRef}
          className={styles.topScroll}
          style={{ width: scroll.clientWidth }}
          onScroll={onBarScroll}
          aria-hidden="true"
          data-slot="table-top-scroll"
        >
          <div className={styles.topScrollSpacer} style={{ width: scroll.scrollWidth }} />
        </div>
      ) : null}
      <table
        className={styles.table}
        aria-label={props['aria-label']}
        aria-busy={loading || undefined}
      >
        {props.caption ? <caption className={styles.caption}>{props.caption}</caption> : null}
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className={cx(styles.th, styles.selectCell)}>
                <SelectAllBox
                  className={styles.checkbox}
                  checked={chosen > 0 && chosen === selectable.length}
                  indeterminate={chosen > 0 && chosen < selectable.length}
                  disabled={selectable.length === 0}
                  label={i18n._({ id: 'kit.table.selectAll', message: 'Select all rows' })}
                  onChange={toggleAll}
                />
              </th>
            ) : null}
            {shown.map(header)}
          </tr>
        </thead>
        <tbody>
          {flat.length > 0 ? (
            flat.map(body)
          ) : (
            <tr>
              <td className={cx(styles.td, styles.emptyCell)} colSpan={span}>
                {loading ? null : (props.empty ?? <EmptyState />)}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {loading ? (
        <div className={styles.overlay} role="status" data-slot="table-loading">
          <span className={styles.spinner} aria-hidden="true" />
          {i18n._({ id: 'kit.table.loading', message: 'Loading…' })}
        </div>
      ) : null}
    </div>
  );
}
