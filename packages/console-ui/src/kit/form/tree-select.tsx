import { useLingui } from '@lingui/react';
import * as Popover from '@radix-ui/react-popover';
import { useContext, useId, useRef, useState, type KeyboardEvent } from 'react';

import { usePortalClassName, usePortalContainer } from '../../root/console-root';
import { cx, FieldContext, useControlProps, type FieldBaseProps } from './field-context';
import * as styles from './fields.css';
import { ancestorIds, filterTree, findTreeNode, visibleNodes, type TreeOption } from './tree';
import * as treeStyles from './tree-select.css';

/** Props of {@link TreeSelect}. */
export interface TreeSelectProps<K extends string | number = number> extends FieldBaseProps {
  options: readonly TreeOption<K>[];
  value: K | undefined;
  onChange: (value: K | undefined) => void;
  /** Shows a clear button while something is selected. @default false */
  clearable?: boolean;
  /** Opens every branch at first. @default false */
  defaultExpandAll?: boolean;
}

function allIds<K extends string | number>(nodes: readonly TreeOption<K>[]): K[] {
  return nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);
}

/**
 * Single choice in a tree (e.g. parent department): a button opening a popover with a search box
 * and an ARIA tree (arrows move, Right/Left open/close, Enter picks).
 */
export function TreeSelect<K extends string | number = number>(props: TreeSelectProps<K>) {
  const { options, value, onChange, clearable = false, disabled } = props;
  const { i18n } = useLingui();
  const control = useControlProps(props);
  const field = useContext(FieldContext);
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  const treeId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<K>>(
    () => new Set(props.defaultExpandAll ? allIds(options) : []),
  );
  const [focusId, setFocusId] = useState<K | undefined>(undefined);
  const items = useRef(new Map<K, HTMLLIElement>());

  const searching = query.trim() !== '';
  const rows = visibleNodes(filterTree(options, query), searching ? 'all' : expanded);
  const selected = findTreeNode(options, value);
  const current =
    rows.find((r) => r.node.id === focusId) ?? rows.find((r) => r.node.id === value) ?? rows[0];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setQuery('');
    if (next && value !== undefined)
      setExpanded((prev) => new Set([...prev, ...ancestorIds(options, value)]));
    setFocusId(next ? value : undefined);
  };
  const focusRow = (id: K | undefined) => {
    if (id === undefined) return;
    setFocusId(id);
    items.current.get(id)?.focus();
  };
  const toggle = (id: K, on: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pick = (node: TreeOption<K>) => {
    if (node.disabled) return;
    onChange(node.id);
    onOpenChange(false);
  };
  const onTreeKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const index = rows.findIndex((r) => r.node.id === current?.node.id);
    const row = rows[index];
    if (!row) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusRow(rows[Math.min(rows.length - 1, index + 1)]?.node.id),
      ArrowUp: () => focusRow(rows[Math.max(0, index - 1)]?.node.id),
      Home: () => focusRow(rows[0]?.node.id),
      End: () => focusRow(rows[rows.length - 1]?.node.id),
      ArrowRight: () => {
        if (row.expandable && !row.expanded) toggle(row.node.id, true);
        else if (row.expanded) focusRow(rows[index + 1]?.node.id);
      },
      ArrowLeft: () => {
        if (row.expanded && !searching) toggle(row.node.id, false);
        else focusRow(row.parentId);
      },
      Enter: () => pick(row.node),
      ' ': () => pick(row.node),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  return (
    <div className={cx(styles.triggerRow, props.className)} data-slot="tree-select">
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Trigger
          {...control}
          className={styles.trigger}
          disabled={disabled}
          aria-haspopup="tree"
          data-empty={selected ? undefined : ''}
        >
          <span>
            {selected?.label ??
              props.placeholder ??
              i18n._({ id: 'kit.select.placeholder', message: 'Please select' })}
          </span>
          <span aria-hidden="true">▾</span>
        </Popover.Trigger>
        <Popover.Portal container={container}>
          <div className={portalClass}>
            <Popover.Content className={styles.panel} align="start" sideOffset={4}>
              <input
                className={styles.search}
                type="search"
                autoComplete="off"
                aria-label={i18n._({ id: 'kit.select.search', message: 'Search' })}
                aria-controls={treeId}
                placeholder={i18n._({ id: 'kit.select.search', message: 'Search' })}
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setFocusId(undefined);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowDown') {
                    e.preventDefault();
                    focusRow(current?.node.id);
                  }
                }}
              />
              {rows.length === 0 ? (
                <div className={styles.empty}>
                  {i18n._({ id: 'kit.select.empty', message: 'No data' })}
                </div>
              ) : null}
              <ul
                id={treeId}
                role="tree"
                aria-labelledby={control['aria-labelledby'] ?? field?.labelId}
                aria-label={control['aria-labelledby'] ? undefined : control['aria-label']}
                className={treeStyles.tree}
                onKeyDown={onTreeKey}
              >
                {rows.map((row) => (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the tree's onKeyDown handles Enter/Space/arrows
                  <li
                    key={String(row.node.id)}
                    ref={(el) => {
                      if (el) items.current.set(row.node.id, el);
                      else items.current.delete(row.node.id);
                    }}
                    role="treeitem"
                    aria-level={row.level}
                    aria-expanded={row.expandable ? row.expanded : undefined}
                    aria-selected={row.node.id === value}
                    aria-disabled={row.node.disabled || undefined}
                    tabIndex={row.node.id === current?.node.id ? 0 : -1}
                    className={cx(styles.option, treeStyles.item)}
                    style={{ paddingLeft: `${row.level * 16}px` }}
                    onFocus={() => setFocusId(row.node.id)}
                    onClick={() => pick(row.node)}
                  >
                    {row.expandable ? (
                      <span
                        aria-hidden="true"
                        className={treeStyles.twisty}
                        onClick={(e) => {
                          e.stopPropagation();
                          if (!searching) toggle(row.node.id, !row.expanded);
                        }}
                      >
                        {row.expanded ? '▾' : '▸'}
                      </span>
                    ) : (
                      <span className={treeStyles.twisty} />
                    )}
                    <span className={treeStyles.label}>{row.node.label}</span>
                  </li>
                ))}
              </ul>
            </Popover.Content>
          </div>
        </Popover.Portal>
      </Popover.Root>
      {clearable && selected && !disabled ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={i18n._({ id: 'kit.select.clear', message: 'Clear' })}
          onClick={() => onChange(undefined)}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
