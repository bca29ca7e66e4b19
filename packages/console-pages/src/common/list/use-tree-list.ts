import { useMemo, useState } from 'react';
import { useListController, type ListController } from './use-list-controller';

/** Options of {@link useTreeList}. */
export interface TreeListOptions<Row, Node, F extends Record<string, string>> {
  /** Filter names and their empty values. */
  defaults: F;
  /** Fetches every row matching the non-empty filters (tree lists are not paged). */
  load(filters: Record<string, string | number>): Promise<Row[]>;
  /** Builds the tree of the rows. */
  build(rows: Row[]): Node[];
  /** Whether the tree starts expanded. @default false */
  expandAll?: boolean;
  /** Keeps the filters in memory instead of the URL. */
  mode?: 'url' | 'memory';
}

/** State of a tree table page from {@link useTreeList}. */
export interface TreeList<Row, Node, F extends Record<string, string>> {
  list: ListController<Row, F>;
  tree: Node[];
  expandAll: boolean;
  toggleExpand(): void;
  /**
   * Key of the tree table: tree tables read `defaultExpandAll` when mounted, so it changes on
   * expand/collapse all, and when rows arrive while all is expanded (they open too).
   */
  treeKey: string;
}

/** Controller of a tree table (departments, menus): the unpaged list, its tree, expand all. */
export function useTreeList<Row, Node, F extends Record<string, string>>(
  options: TreeListOptions<Row, Node, F>,
): TreeList<Row, Node, F> {
  const list = useListController<Row, F>({
    defaults: options.defaults,
    ...(options.mode ? { mode: options.mode } : {}),
    load: async (request) => {
      const { pageNum: _n, pageSize: _s, ...filters } = request;
      const rows = await options.load(filters);
      return { rows, total: rows.length };
    },
  });
  const { build } = options;
  const tree = useMemo(() => build(list.rows), [build, list.rows]);
  const [expandAll, setExpandAll] = useState(options.expandAll ?? false);
  const [toggles, setToggles] = useState(0);
  const [rowsSeen, setRowsSeen] = useState({ rows: list.rows, loads: 0 });
  // Counts the loads while expanded (state adjusted during render, not in an effect).
  if (rowsSeen.rows !== list.rows)
    setRowsSeen({ rows: list.rows, loads: rowsSeen.loads + (expandAll ? 1 : 0) });
  return {
    list,
    tree,
    expandAll,
    toggleExpand: () => {
      setExpandAll((v) => !v);
      setToggles((k) => k + 1);
    },
    treeKey: `${toggles}.${rowsSeen.loads}`,
  };
}
