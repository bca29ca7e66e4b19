import { useLingui } from '@lingui/react';
import * as Popover from '@radix-ui/react-popover';
import { useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { usePortalClassName, usePortalContainer } from '../../root/console-root';
import { cx, FieldContext, type ControlProps } from './field-context';
import * as styles from './fields.css';
import { useSelectTexts } from './select-texts';
import { ancestorIds, filterTree, visibleNodes, type TreeOption } from './tree';
import * as treeStyles from './tree-select.css';

/** Props of {@link TreeSelectPopup}: what `TreeSelect` computed for it. */
export interface TreeSelectPopupProps<K extends string | number> {
  control: ControlProps;
  options: readonly TreeOption<K>[];
  value: K | undefined;
  onChange: (value: K) => void;
  disabled: boolean | undefined;
  defaultExpandAll: boolean | undefined;
  /** The trigger's text: the chosen label or the placeholder. */
  label: ReactNode;
  /** Nothing chosen (the label is the placeholder). */
  empty: boolean;
  /** Opens at once (the click that woke it asked to). */
  defaultOpen: boolean;
}

function allIds<K extends string | number>(nodes: readonly TreeOption<K>[]): K[] {
  return nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);
}

/**
 * The trigger and popover of `TreeSelect` (Radix popover with a search box and an ARIA tree),
 * loaded on first use (see `on-demand.ts`); until then `TreeSelect` draws the trigger at rest.
 */
export function TreeSelectPopup<K extends string | number>(props: TreeSelectPopupProps<K>) {
  const { options, value, onChange, disabled, control } = props;
  const { i18n } = useLingui();
  const texts = useSelectTexts();
  const field = useContext(FieldContext);
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  const treeId = useId();
  const [open, setOpen] = useState(props.defaultOpen);
  const [query, setQuery] = useState('');
  // Opened at once: as if opened through onOpenChange below.
  const opening = props.defaultOpen && value !== undefined;
  const [expanded, setExpanded] = useState<Set<K>>(
    () =>
      new Set([
        ...(props.defaultExpandAll ? allIds(options) : []),
        ...(opening ? ancestorIds(options, value) : []),
      ]),
  );
  const [focusId, setFocusId] = useState<K | undefined>(opening ? value : undefined);
  const items = useRef(new Map<K, HTMLLIElement>());

  const searching = query.trim() !== '';
  const rows = visibleNodes(filterTree(options, query), searching ? 'all' : expanded);
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
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        {...control}
        className={styles.trigger}
        disabled={disabled}
        aria-haspopup="tree"
        data-empty={props.empty ? '' : undefined}
      >
        <span>{props.label}</span>
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
            {rows.length === 0 ? <div className={styles.empty}>{texts.empty}</div> : null}
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
  );
}
