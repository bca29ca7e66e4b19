import * as ContextMenu from '@radix-ui/react-context-menu';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLingui } from '@lingui/react';
import type { VisitedView } from '@wcm/console-core';
import type { ReactNode } from 'react';

import { ConsolePortal } from '../root/console-portal';
import { actionLabel, canApply, TAGS_VIEW_ACTIONS, type TagsViewAction } from './tags-actions';
import * as styles from './tags-view.css';

interface MenuProps {
  /** The tab the actions apply to; no menu items without one. */
  view: VisitedView | undefined;
  views: readonly VisitedView[];
  onAction: (action: TagsViewAction, view: VisitedView) => void;
}

// Both menus list the same actions; only the Radix primitive (`Item`) differs.
function ActionItems({
  Item,
  view,
  views,
  onAction,
}: MenuProps & { Item: typeof DropdownMenu.Item | typeof ContextMenu.Item }) {
  const { i18n } = useLingui();
  if (!view) return null;
  return TAGS_VIEW_ACTIONS.map((action) => (
    <Item
      key={action}
      className={styles.menuItem}
      disabled={!canApply(action, view, views)}
      onSelect={() => onAction(action, view)}
    >
      {actionLabel(i18n, action)}
    </Item>
  ));
}

/** The 'Tab actions' button at the end of the strip; acts on the active tab, if it has one. */
export function TagsActionsMenu(props: MenuProps) {
  const { i18n } = useLingui();
  const label = i18n._({ id: 'ui.tags.actions', message: 'Tab actions' });
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.actions}
        aria-label={label}
        title={label}
        disabled={!props.view}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      </DropdownMenu.Trigger>
      <ConsolePortal portal={DropdownMenu.Portal}>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={2}>
          <ActionItems Item={DropdownMenu.Item} {...props} />
        </DropdownMenu.Content>
      </ConsolePortal>
    </DropdownMenu.Root>
  );
}

/** Right-click menu of one tab; acts on that tab. */
export function TagsContextMenu({ children, ...menu }: MenuProps & { children: ReactNode }) {
  return (
    <ContextMenu.Root modal={false}>
      <ContextMenu.Trigger asChild>{children}</ContextMenu.Trigger>
      <ConsolePortal portal={ContextMenu.Portal}>
        <ContextMenu.Content className={styles.menu}>
          <ActionItems Item={ContextMenu.Item} {...menu} />
        </ContextMenu.Content>
      </ConsolePortal>
    </ContextMenu.Root>
  );
}
