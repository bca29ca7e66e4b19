/** Node of a {@link TreeSelect}, shaped like RuoYi's `treeselect` answers. */
export interface TreeOption<K extends string | number = number> {
  id: K;
  label: string;
  disabled?: boolean;
  children?: TreeOption<K>[];
}

/** A node as drawn: its depth (1-based, for `aria-level`) and whether it is open. */
export interface VisibleNode<K extends string | number> {
  node: TreeOption<K>;
  level: number;
  parentId?: K;
  expandable: boolean;
  expanded: boolean;
}

/** Nodes whose label matches `query`, kept with their ancestors; every node for a blank query. */
export function filterTree<K extends string | number>(
  nodes: readonly TreeOption<K>[],
  query: string,
): TreeOption<K>[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...nodes];
  const out: TreeOption<K>[] = [];
  for (const node of nodes) {
    const children = filterTree(node.children ?? [], q);
    if (node.label.toLowerCase().includes(q)) out.push(node);
    else if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/** Depth-first list of the drawn nodes; `expanded` = 'all' opens everything (search results). */
export function visibleNodes<K extends string | number>(
  nodes: readonly TreeOption<K>[],
  expanded: ReadonlySet<K> | 'all',
  level = 1,
  parentId?: K,
): VisibleNode<K>[] {
  const out: VisibleNode<K>[] = [];
  for (const node of nodes) {
    const expandable = (node.children?.length ?? 0) > 0;
    const open = expandable && (expanded === 'all' || expanded.has(node.id));
    out.push({ node, level, parentId, expandable, expanded: open });
    if (open) out.push(...visibleNodes(node.children ?? [], expanded, level + 1, node.id));
  }
  return out;
}

/** The node with `id`, searched depth-first. */
export function findTreeNode<K extends string | number>(
  nodes: readonly TreeOption<K>[],
  id: K | undefined,
): TreeOption<K> | undefined {
  if (id === undefined) return undefined;
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findTreeNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** ids of `id`'s ancestors, outermost first (empty when not found or at the top). */
export function ancestorIds<K extends string | number>(
  nodes: readonly TreeOption<K>[],
  id: K,
): K[] {
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = ancestorIds(node.children ?? [], id);
    if (below.length > 0 || findTreeNode(node.children ?? [], id)) return [node.id, ...below];
  }
  return [];
}
