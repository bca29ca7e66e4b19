import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLingui } from '@lingui/react';
import { MORE_MENU_TITLE, splitTopMenu, type MenuItem } from '@wcm/console-core';
import type { MouseEvent } from 'react';

import { ConsolePortal } from '../root/console-portal';
import { MenuIcon } from './menu-icon';
import { isModifiedClick } from './modified-click';
import * as styles from './top-menu.css';
import { useWindowWidth } from './use-window-width';

/** Props of {@link TopMenu}. */
export interface TopMenuProps {
  /** Top-level menu entries (`buildMenu(routers)`). */
  menus: readonly MenuItem[];
  /** Key of the entry whose children the sidebar shows, or of the current page. */
  activeKey?: string;
  /**
   * Window width: about one entry per 85 px of a third of it is shown, the rest under "More".
   * @default the window's inner width, followed as it resizes
   */
  width?: number;
  hrefFor: (path: string) => string;
  /**
   * Called when an internal entry is chosen: a page is opened, an entry with children becomes
   * the sidebar's. External links open in a new window on their own.
   */
  onSelect: (item: MenuItem) => void;
}

function openExternal(item: MenuItem) {
  window.open(item.path, '_blank', 'noopener,noreferrer');
}

/** Top-menu mode: the top-level menus in the header, the overflow under a "More menu" submenu. */
export function TopMenu({ menus, activeKey, width, hrefFor, onSelect }: TopMenuProps) {
  const { i18n } = useLingui();
  const windowWidth = useWindowWidth();
  const { visible, more } = splitTopMenu(menus, width ?? windowWidth);
  const moreTitle = i18n._(MORE_MENU_TITLE);
  return (
    <nav
      className={styles.nav}
      aria-label={i18n._({ id: 'shell.topMenu.label', message: 'Top menu' })}
      data-slot="top-menu"
    >
      <ul className={styles.list}>
        {visible.map((item) => (
          <li key={item.key}>
            <TopMenuEntry
              item={item}
              active={item.key === activeKey}
              hrefFor={hrefFor}
              onSelect={onSelect}
            />
          </li>
        ))}
        {more.length > 0 ? (
          <li>
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger
                className={styles.item}
                aria-pressed={more.some((m) => m.key === activeKey)}
              >
                {moreTitle}
              </DropdownMenu.Trigger>
              <ConsolePortal portal={DropdownMenu.Portal}>
                <DropdownMenu.Content className={styles.content} align="start" sideOffset={2}>
                  {more.map((item) => (
                    <DropdownMenu.Item
                      key={item.key}
                      className={styles.moreItem}
                      data-active={item.key === activeKey}
                      onSelect={() => (item.external ? openExternal(item) : onSelect(item))}
                    >
                      <MenuIcon name={item.icon} className={styles.icon} />
                      {item.title}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </ConsolePortal>
            </DropdownMenu.Root>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function TopMenuEntry(props: {
  item: MenuItem;
  active: boolean;
  hrefFor: (path: string) => string;
  onSelect: (item: MenuItem) => void;
}) {
  const { i18n } = useLingui();
  const { item, active, hrefFor, onSelect } = props;
  const content = (
    <>
      <MenuIcon name={item.icon} className={styles.icon} />
      {item.title}
    </>
  );
  if (item.children?.length) {
    return (
      <button
        type="button"
        className={styles.item}
        aria-pressed={active}
        onClick={() => onSelect(item)}
      >
        {content}
      </button>
    );
  }
  if (item.external) {
    return (
      <a
        className={styles.item}
        href={item.path}
        target="_blank"
        rel="noopener noreferrer"
        title={i18n._({ id: 'shell.topMenu.newWindow', message: 'Opens in a new window' })}
      >
        {content}
      </a>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    onSelect(item);
  };
  return (
    <a
      className={styles.item}
      href={hrefFor(item.path)}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {content}
    </a>
  );
}
