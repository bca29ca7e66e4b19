import { useLingui } from '@lingui/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { ChevronIcon } from './icons';
import {
  branchIds,
  checkStates,
  filterTree,
  parentMap,
  toggleCheck,
  type CheckResult,
  type CheckState,
  type Key,
  type TreeNode,
} from './tree-model';
import * as styles from './tree-view.css';

/** Props of {@link TreeView}. */
export interface TreeViewProps {
  nodes: readonly TreeNode[];
  /** Accessible name of the tree. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Show a check box on every node; Space toggles it. @default false */
  checkable?: boolean;
  /** Checked keys (controlled). Linked mode: give leaf keys, parents follow their leaves. */
  checked?: readonly Key[];
  /** New checked keys; `detail.halfChecked` lists the partly checked parents (linked mode). */
  onCheck?: (keys: Key[], detail: CheckResult) => void;
  /** Checks stand alone instead of parent/child linking. @default false */
  checkStrictly?: boolean;
  /** Expanded node ids (controlled). */
  expanded?: readonly Key[];
  onExpandedChange?: (keys: Key[]) => void;
  /** Start with every branch open (uncontrolled). @default false */
  defaultExpandAll?: boolean;
  /** A node was chosen by click or Enter (e.g. the user page's department filter). */
  onSelect?: (node: TreeNode) => void;
  /** Keeps nodes whose label contains this text, with their ancestors, and opens them. */
  filter?: string;
  /** Shown when there are no nodes, or none match the filter. */
  empty?: ReactNode;
  className?: string;
}

interface Visible {
  node: TreeNode;
  level: number;
  parent: Key | undefined;
}

/** WAI-ARIA tree with optional tri-state check boxes, filtering and keyboard navigation. */
export function TreeView(props: TreeViewProps) {
  const { nodes, checkable = false, checkStrictly = false, filter, onSelect } = props;
  const { i18n } = useLingui();
  // Uncontrolled: branches toggled away from the default (closed ones under defaultExpandAll),
  // so nodes that load later still open.
  const [toggled, setToggled] = useState<Key[]>([]);
  const expandAll = props.defaultExpandAll ?? false;
  const ownExpanded = useMemo(
    () => (expandAll ? branchIds(nodes).filter((id) => !toggled.includes(id)) : toggled),
    [expandAll, nodes, toggled],
  );
  const [ownChecked, setOwnChecked] = useState<Key[]>([]);
  const [selected, setSelected] = useState<Key>();
  const [active, setActive] = useState<Key>();
  const refs = useRef(new Map<Key, HTMLLIElement>());
  const baseId = useId();

  const expanded = props.expanded ?? ownExpanded;
  const checked = props.checked ?? ownChecked;
  const kept = useMemo(() => filterTree(nodes, filter), [nodes, filter]);
  const parents = useMemo(() => parentMap(nodes), [nodes]);
  const states = useMemo(
    () => (checkable ? checkStates(nodes, checked, checkStrictly) : new Map<Key, CheckState>()),
    [nodes, checked, checkStrictly, checkable],
  );
  // While filtering every kept branch is open so the matches show.
  const isOpen = (id: Key) => (kept ? kept.has(id) : expanded.includes(id));
  const shown = (list: readonly TreeNode[]) => list.filter((n) => !kept || kept.has(n.id));

  const visible: Visible[] = [];
  const collect = (list: readonly TreeNode[], level: number, parent: Key | undefined) => {
    for (const node of shown(list)) {
      visible.push({ node, level, parent });
      if (node.children?.length && isOpen(node.id)) collect(node.children, level + 1, node.id);
    }
  };
  collect(nodes, 1, undefined);
  const focusId = visible.some((v) => v.node.id === active) ? active : visible[0]?.node.id;

  const setExpanded = (keys: Key[]) => {
    if (!props.expanded) {
      const all = expandAll ? branchIds(nodes) : [];
      setToggled(expandAll ? all.filter((id) => !keys.includes(id)) : keys);
    }
    props.onExpandedChange?.(keys);
  };
  const setOpen = (id: Key, open: boolean) => {
    if (open === expanded.includes(id)) return;
    setExpanded(open ? [...expanded, id] : expanded.filter((k) => k !== id));
  };
  const check = (node: TreeNode) => {
    if (!checkable || node.disabled) return;
    const result = toggleCheck(nodes, checked, node.id, checkStrictly);
    if (!props.checked) setOwnChecked(result.checked);
    props.onCheck?.(result.checked, result);
  };
  const select = (node: TreeNode) => {
    if (node.disabled) return;
    setSelected(node.id);
    onSelect?.(node);
  };
  const move = (id: Key | undefined) => {
    if (id === undefined) return;
    setActive(id);
    refs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, entry: Visible) => {
    const { node } = entry;
    const index = visible.findIndex((v) => v.node.id === node.id);
    const hasKids = !!node.children?.length;
    const handlers: Record<string, () => void> = {
      ArrowDown: () => move(visible[index + 1]?.node.id),
      ArrowUp: () => move(visible[index - 1]?.node.id),
      Home: () => move(visible[0]?.node.id),
      End: () => move(visible[visible.length - 1]?.node.id),
      ArrowRight: () => {
        if (!hasKids) return;
        if (!isOpen(node.id)) setOpen(node.id, true);
        else move(visible[index + 1]?.node.id);
      },
      ArrowLeft: () => {
        if (hasKids && isOpen(node.id) && !kept) setOpen(node.id, false);
        else move(parents.get(node.id));
      },
      Enter: () => select(node),
      ' ': () => (checkable ? check(node) : select(node)),
    };
    const handler = handlers[event.key];
    if (!handler) return;
    event.preventDefault();
    event.stopPropagation();
    handler();
  };

  const renderNodes = (list: readonly TreeNode[], level: number): ReactNode =>
    shown(list).map((node) => {
      const entry = visible.find((v) => v.node.id === node.id);
      const hasKids = !!node.children?.length;
      const open = hasKids && isOpen(node.id);
      const state = states.get(node.id) ?? 'unchecked';
      return (
        <li
          key={node.id}
          ref={(el) => {
            if (el) refs.current.set(node.id, el);
            else refs.current.delete(node.id);
          }}
          role="treeitem"
          className={styles.item}
          aria-labelledby={`${baseId}-${node.id}`}
          aria-level={level}
          aria-expanded={hasKids ? open : undefined}
          aria-selected={onSelect ? selected === node.id : undefined}
          aria-checked={checkable ? (state === 'mixed' ? 'mixed' : state === 'checked') : undefined}
          aria-disabled={node.disabled || undefined}
          tabIndex={focusId === node.id ? 0 : -1}
          onFocus={(e) => {
            if (e.target === e.currentTarget) setActive(node.id);
          }}
          onKeyDown={(e) => entry && onKeyDown(e, entry)}
        >
          {/* Pointer shortcuts only: the treeitem itself is focusable and handles every key. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            className={styles.row}
            style={{ paddingLeft: `calc(${level - 1} * 1.25em)` }}
            onClick={() => (checkable && !onSelect ? check(node) : select(node))}
          >
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
            <span
              className={styles.toggle}
              data-slot="tree-toggle"
              onClick={(e) => {
                if (!hasKids || kept) return;
                e.stopPropagation();
                setOpen(node.id, !open);
              }}
            >
              {hasKids ? <ChevronIcon direction="right" /> : null}
            </span>
            {checkable ? (
              <span
                className={styles.box}
                data-state={state}
                data-slot="tree-check"
                aria-hidden="true"
                onClick={(e) => {
                  e.stopPropagation();
                  check(node);
                }}
              >
                {state === 'checked' ? '✓' : state === 'mixed' ? '−' : ''}
              </span>
            ) : null}
            <span id={`${baseId}-${node.id}`}>{node.label}</span>
          </div>
          {open ? (
            <ul role="group" className={styles.group}>
              {renderNodes(node.children ?? [], level + 1)}
            </ul>
          ) : null}
        </li>
      );
    });

  if (visible.length === 0) {
    return (
      <p className={props.className} data-slot="tree-view">
        {props.empty ?? i18n._({ id: 'kit.tree.empty', message: 'No data' })}
      </p>
    );
  }
  return (
    <ul
      role="tree"
      className={[styles.tree, props.className].filter(Boolean).join(' ')}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-multiselectable={checkable || undefined}
      data-slot="tree-view"
    >
      {renderNodes(nodes, 1)}
    </ul>
  );
}
