import type { Key } from './tree-model';

/** A row of a (tree) table in display order. */
export interface FlatRow<Row> {
  row: Row;
  key: Key;
  level: number;
  hasChildren: boolean;
  /** Index among the displayed rows (passed to `render`). */
  index: number;
}

/**
 * Rows in display order. Without `childrenKey` every row is level 0. With it, children follow
 * their parent when the parent's key is in `expanded`.
 */
export function flattenRows<Row>(
  rows: readonly Row[],
  rowKey: (row: Row) => Key,
  childrenKey: (keyof Row & string) | undefined,
  expanded: ReadonlySet<Key> | 'all',
): FlatRow<Row>[] {
  const out: FlatRow<Row>[] = [];
  const visit = (list: readonly Row[], level: number) => {
    for (const row of list) {
      const children = childrenOf(row, childrenKey);
      const key = rowKey(row);
      out.push({ row, key, level, hasChildren: children.length > 0, index: out.length });
      if (children.length > 0 && (expanded === 'all' || expanded.has(key))) {
        visit(children, level + 1);
      }
    }
  };
  visit(rows, 0);
  return out;
}

/** Child rows of a row under `childrenKey` (none when the field is not an array). */
export function childrenOf<Row>(row: Row, childrenKey: (keyof Row & string) | undefined): Row[] {
  if (!childrenKey) return [];
  const value = row[childrenKey];
  return Array.isArray(value) ? (value as Row[]) : [];
}

/** Keys of every row that has children (expand all). */
export function parentKeys<Row>(
  rows: readonly Row[],
  rowKey: (row: Row) => Key,
  childrenKey: (keyof Row & string) | undefined,
): Key[] {
  return flattenRows(rows, rowKey, childrenKey, 'all')
    .filter((r) => r.hasChildren)
    .map((r) => r.key);
}

/** Next sort order when a sortable header is pressed: none -> ascending -> descending -> none. */
export function nextSortOrder(
  current: 'ascending' | 'descending' | undefined,
): 'ascending' | 'descending' | undefined {
  if (current === undefined) return 'ascending';
  return current === 'ascending' ? 'descending' : undefined;
}
