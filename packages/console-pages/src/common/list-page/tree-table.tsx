import { DataTable, type Column } from '@wcm/console-ui';

/** Props of {@link TreeTable}. */
export interface TreeTableProps<Node extends { children?: unknown }> {
  /** The tree list (`useTreeList`): its tree, table key, expansion and list. */
  tree: {
    tree: Node[];
    treeKey: string;
    expandAll: boolean;
    list: { loading: boolean; hiddenColumns: string[] };
  };
  /** Accessible name of the table. */
  label: string;
  columns: Column<Node>[];
  rowKey: (row: Node) => string | number;
  rowLabel: (row: Node) => string;
}

/**
 * The table of a tree list (departments, menus): nested rows under `children`, expanded as
 * the list's expand/collapse all says, without the columns the column chooser hides.
 */
export function TreeTable<Node extends { children?: unknown }>({
  tree,
  label,
  columns,
  rowKey,
  rowLabel,
}: TreeTableProps<Node>) {
  return (
    <DataTable<Node>
      key={tree.treeKey}
      aria-label={label}
      columns={columns}
      rows={tree.tree}
      rowKey={rowKey}
      rowLabel={rowLabel}
      childrenKey="children"
      defaultExpandAll={tree.expandAll}
      loading={tree.list.loading}
      hiddenColumns={tree.list.hiddenColumns}
    />
  );
}
