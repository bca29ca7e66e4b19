/** Key of a row or tree node. */
export type Key = string | number;

/** One node of a {@link TreeView}; `id` is unique in the whole tree. */
export interface TreeNode {
  id: Key;
  label: string;
  children?: TreeNode[];
  /** Cannot be checked, unchecked or selected; linked checks leave it as it is. */
  disabled?: boolean;
}

/** Check state of a node: `mixed` is a parent with some, not all, leaves checked. */
export type CheckState = 'checked' | 'mixed' | 'unchecked';

/** Result of a check change: fully checked keys and partly checked (`mixed`) parents. */
export interface CheckResult {
  checked: Key[];
  halfChecked: Key[];
}

const kids = (node: TreeNode): TreeNode[] => node.children ?? [];
const isLeaf = (node: TreeNode): boolean => kids(node).length === 0;

/** Every node in document order (depth first). */
export function walkTree(nodes: readonly TreeNode[]): TreeNode[] {
  const out: TreeNode[] = [];
  const visit = (list: readonly TreeNode[]) => {
    for (const node of list) {
      out.push(node);
      visit(kids(node));
    }
  };
  visit(nodes);
  return out;
}

/** Finds a node by id. */
export function findNode(nodes: readonly TreeNode[], id: Key): TreeNode | undefined {
  return walkTree(nodes).find((n) => n.id === id);
}

/** Maps every node id to the id of its parent (roots map to `undefined`). */
export function parentMap(nodes: readonly TreeNode[]): Map<Key, Key | undefined> {
  const map = new Map<Key, Key | undefined>();
  const visit = (list: readonly TreeNode[], parent: Key | undefined) => {
    for (const node of list) {
      map.set(node.id, parent);
      visit(kids(node), node.id);
    }
  };
  visit(nodes, undefined);
  return map;
}

/**
 * Check state of every node. With `strict` each node stands alone. Linked (not strict), a leaf
 * is checked when its key is listed and a parent follows its leaves: all checked -> checked,
 * some -> mixed. Parent keys in `checked` are then ignored, so saving checked + half-checked
 * keys and loading them back does not check a whole branch (a known RuoYi role-editor bug).
 */
export function checkStates(
  nodes: readonly TreeNode[],
  checked: readonly Key[],
  strict: boolean,
): Map<Key, CheckState> {
  const set = new Set(checked);
  const states = new Map<Key, CheckState>();
  const visit = (node: TreeNode): CheckState => {
    const childStates = kids(node).map(visit);
    let state: CheckState;
    if (strict || childStates.length === 0) state = set.has(node.id) ? 'checked' : 'unchecked';
    else if (childStates.every((s) => s === 'checked')) state = 'checked';
    else if (childStates.every((s) => s === 'unchecked')) state = 'unchecked';
    else state = 'mixed';
    states.set(node.id, state);
    return state;
  };
  nodes.forEach(visit);
  return states;
}

/** Splits node states into the keys reported by `onCheck`. */
export function checkResult(states: ReadonlyMap<Key, CheckState>): CheckResult {
  const checked: Key[] = [];
  const halfChecked: Key[] = [];
  for (const [id, state] of states) {
    if (state === 'checked') checked.push(id);
    else if (state === 'mixed') halfChecked.push(id);
  }
  return { checked, halfChecked };
}

/**
 * Toggles the check of node `id` and returns the new checked keys with the half-checked parents.
 * Strict: only that key flips. Linked: every enabled leaf under it (or itself, for a leaf) is
 * checked, or unchecked when they all were already; disabled nodes keep their state.
 * A disabled or unknown node changes nothing.
 */
export function toggleCheck(
  nodes: readonly TreeNode[],
  checked: readonly Key[],
  id: Key,
  strict: boolean,
): CheckResult {
  const target = findNode(nodes, id);
  if (!target || target.disabled) return checkResult(checkStates(nodes, checked, strict));
  const set = new Set(checked);
  if (strict) {
    if (set.has(id)) set.delete(id);
    else set.add(id);
    return checkResult(checkStates(nodes, [...set], true));
  }
  // Linked mode works on leaves only; parents are derived from them.
  const leaves = enabledLeaves(target);
  const allOn = leaves.length > 0 && leaves.every((leaf) => set.has(leaf.id));
  for (const leaf of leaves) {
    if (allOn) set.delete(leaf.id);
    else set.add(leaf.id);
  }
  return checkResult(checkStates(nodes, [...set], false));
}

function enabledLeaves(node: TreeNode): TreeNode[] {
  if (node.disabled) return [];
  if (isLeaf(node)) return [node];
  return kids(node).flatMap(enabledLeaves);
}

/**
 * Ids of the nodes a filter keeps: those whose label contains `text` (case-insensitive) and
 * their ancestors. An empty or blank filter keeps everything (returns `undefined`).
 */
export function filterTree(
  nodes: readonly TreeNode[],
  text: string | undefined,
): Set<Key> | undefined {
  const needle = text?.trim().toLowerCase();
  if (!needle) return undefined;
  const keep = new Set<Key>();
  const visit = (node: TreeNode): boolean => {
    const childKept = kids(node).map(visit).some(Boolean);
    const kept = childKept || node.label.toLowerCase().includes(needle);
    if (kept) keep.add(node.id);
    return kept;
  };
  nodes.forEach(visit);
  return keep;
}

/** Ids of every node with children (for expand-all). */
export function branchIds(nodes: readonly TreeNode[]): Key[] {
  return walkTree(nodes)
    .filter((n) => !isLeaf(n))
    .map((n) => n.id);
}
