import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { MenuItem } from '@wcm/console-core';
import type { MouseEvent, ReactNode } from 'react';

import { Tooltip } from '../kit/overlay/tooltip';
import { ConsolePortal } from '../root/console-portal';
import { MenuIcon } from './menu-icon';
import { isModifiedClick } from './modified-click';
import * as styles from './sidebar.css';

/** What the icon strip needs from the sidebar. */
export interface CollapsedMenuProps {
  items: readonly MenuItem[];
  activePath: string;
  hrefFor: (path: string) => string;
  onNavigate: (path: string) => void;
}

function contains(item: MenuItem, path: string): boolean {
  return item.path === path || (item.children ?? []).some((child) => contains(child, path));
}

/** Link props of a menu page: real href, router navigation on a plain click (or Enter). */
function linkProps(item: MenuItem, props: Omit<CollapsedMenuProps, 'items'>) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (item.external || event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    props.onNavigate(item.path);
  };
  return {
    href: item.external ? item.path : props.hrefFor(item.path),
    'aria-current':
      !item.external && item.path === props.activePath ? ('page' as const) : undefined,
    onClick,
    ...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
  };
}

/**
 * The collapsed sidebar (RuoYi's 54 px strip): one icon per top-level entry, named by a hidden
 * label and shown in a tooltip. A page is a link; a directory opens a flyout menu to the right
 * (Radix dropdown: arrow keys, Enter, Escape, nested directories as submenus).
 */
export function CollapsedMenu({ items, ...shared }: CollapsedMenuProps) {
  return (
    <ul className={styles.strip}>
      {items.map((item) => (
        <li key={item.key}>
          {item.children?.length ? (
            <Flyout item={item} {...shared} />
          ) : (
            <Tooltip content={item.title} side="right" delayDuration={100}>
              <a className={styles.stripItem} {...linkProps(item, shared)}>
                <MenuIcon name={item.icon} className={styles.icon} />
                <span className={styles.visuallyHidden}>{item.title}</span>
              </a>
            </Tooltip>
          )}
        </li>
      ))}
    </ul>
  );
}

function Flyout({ item, ...shared }: { item: MenuItem } & Omit<CollapsedMenuProps, 'items'>) {
  return (
    <DropdownMenu.Root modal={false}>
      <Tooltip content={item.title} side="right" delayDuration={100}>
        <DropdownMenu.Trigger
          className={styles.stripItem}
          data-active={contains(item, shared.activePath) || undefined}
        >
          <MenuIcon name={item.icon} className={styles.icon} />
          <span className={styles.visuallyHidden}>{item.title}</span>
        </DropdownMenu.Trigger>
      </Tooltip>
      <ConsolePortal portal={DropdownMenu.Portal}>
        <DropdownMenu.Content
          className={styles.flyout}
          side="right"
          align="start"
          sideOffset={4}
          aria-label={item.title}
        >
          <DropdownMenu.Label className={styles.flyoutTitle}>{item.title}</DropdownMenu.Label>
          <FlyoutEntries items={item.children ?? []} {...shared} />
        </DropdownMenu.Content>
      </ConsolePortal>
    </DropdownMenu.Root>
  );
}

function FlyoutEntries({ items, ...shared }: CollapsedMenuProps): ReactNode {
  return items.map((child) =>
    child.children?.length ? (
      <DropdownMenu.Sub key={child.key}>
        <DropdownMenu.SubTrigger
          className={styles.flyoutItem}
          data-active={contains(child, shared.activePath) || undefined}
        >
          <MenuIcon name={child.icon} className={styles.icon} />
          <span className={styles.label}>{child.title}</span>
        </DropdownMenu.SubTrigger>
        <ConsolePortal portal={DropdownMenu.Portal}>
          <DropdownMenu.SubContent className={styles.flyout} sideOffset={2}>
            <FlyoutEntries items={child.children} {...shared} />
          </DropdownMenu.SubContent>
        </ConsolePortal>
      </DropdownMenu.Sub>
    ) : (
      // A menu item, not a link: Radix closes the menu on select, which a link's own click
      // handler would stop (as TopMenu's "more" entries do). External pages open in a new window.
      <DropdownMenu.Item
        key={child.key}
        className={styles.flyoutItem}
        aria-current={!child.external && child.path === shared.activePath ? 'page' : undefined}
        onSelect={() =>
          child.external
            ? window.open(child.path, '_blank', 'noopener,noreferrer')
            : shared.onNavigate(child.path)
        }
      >
        <MenuIcon name={child.icon} className={styles.icon} />
        <span className={styles.label}>{child.title}</span>
      </DropdownMenu.Item>
    ),
  );
}
