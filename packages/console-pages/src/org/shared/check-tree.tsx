import { useLingui } from '@lingui/react';
import { Checkbox, TreeView, treeCheckStates } from '@wcm/console-ui';
import type { Key } from '@wcm/console-ui';
import { useState } from 'react';
import * as css from './org.css';
import { leafIds, treeIds, type OrgTreeNode } from './org-types';

/**
 * The ids a role saves for a check tree: in linked mode the checked nodes plus their partly
 * checked parents (RuoYi's `getCheckedKeys` + `getHalfCheckedKeys`), strictly the checked ones.
 */
export function savedTreeKeys(
  nodes: readonly OrgTreeNode[],
  checked: readonly Key[],
  linked: boolean,
): number[] {
  if (!linked) return checked.map(Number);
  const states = treeCheckStates(nodes, checked, false);
  const out: number[] = [];
  for (const [id, state] of states) if (state !== 'unchecked') out.push(Number(id));
  return out;
}

/** Keys to load into a linked tree: leaves only, parents follow (see TreeView). */
export function loadedTreeKeys(
  nodes: readonly OrgTreeNode[],
  keys: readonly number[],
  linked: boolean,
): Key[] {
  if (!linked) return [...keys];
  const leaves = new Set(leafIds(nodes));
  return keys.filter((k) => leaves.has(k));
}

/** Props of {@link CheckTree}. */
export interface CheckTreeProps {
  label: string;
  nodes: readonly OrgTreeNode[];
  checked: readonly Key[];
  onCheckedChange: (keys: Key[]) => void;
  /** Parent and child checks linked (RuoYi 'menuCheckStrictly' true). */
  linked: boolean;
  onLinkedChange: (linked: boolean) => void;
}

/** Check tree with RuoYi's three toggles: expand/collapse all, select all/none, linked. */
export function CheckTree(props: CheckTreeProps) {
  const { i18n } = useLingui();
  const { nodes, checked, linked } = props;
  const [expanded, setExpanded] = useState<Key[]>([]);
  const all = linked ? leafIds(nodes) : treeIds(nodes);
  const allChecked = all.length > 0 && all.every((id) => checked.includes(id));
  const allExpanded = expanded.length > 0;
  return (
    // A fieldset of its own: inside a FormItem the check boxes would take the item's control id.
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{props.label}</legend>
      <div className={css.toolbar}>
        <Checkbox
          value={allExpanded}
          onChange={(on) => setExpanded(on ? treeIds(nodes).map((id) => id as Key) : [])}
        >
          {i18n._({ id: 'pages.org.tree.expand', message: 'Expand/Collapse' })}
        </Checkbox>
        <Checkbox value={allChecked} onChange={(on) => props.onCheckedChange(on ? all : [])}>
          {i18n._({ id: 'pages.org.tree.selectAll', message: 'Select all/none' })}
        </Checkbox>
        <Checkbox value={linked} onChange={props.onLinkedChange}>
          {i18n._({ id: 'pages.org.tree.linked', message: 'Parent-child linkage' })}
        </Checkbox>
      </div>
      <div className={css.treeBox}>
        <TreeView
          aria-label={props.label}
          nodes={nodes}
          checkable
          checkStrictly={!linked}
          checked={checked}
          onCheck={(keys) => props.onCheckedChange(keys)}
          expanded={expanded}
          onExpandedChange={setExpanded}
        />
      </div>
    </fieldset>
  );
}
