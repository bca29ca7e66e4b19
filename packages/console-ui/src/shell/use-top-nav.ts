import type { MenuItem } from '@wcm/console-core';
import { useCallback, useState } from 'react';

function contains(item: MenuItem, path: string): boolean {
  return item.path === path || (item.children ?? []).some((child) => contains(child, path));
}

/** What the shell shows in top-menu mode. */
export interface TopNavState {
  /** Key of the active top-level entry. */
  activeKey?: string;
  /** Menus of the sidebar: all of them, or in top-menu mode the active entry's children. */
  sideMenus: readonly MenuItem[];
  /** Top-menu choice: an entry with children becomes the sidebar's, a page is opened. */
  select: (item: MenuItem) => void;
}

/**
 * Top-menu mode state: the active top-level entry follows the current page until the user
 * picks another entry with children, whose children the sidebar then shows (RuoYi TopNav).
 */
export function useTopNav(
  menus: readonly MenuItem[],
  activePath: string,
  enabled: boolean,
  onNavigate: (path: string) => void,
): TopNavState {
  const [picked, setPicked] = useState<{ path: string; key: string } | undefined>();
  const fromPath = menus.find((m) => contains(m, activePath))?.key;
  const activeKey = picked?.path === activePath ? picked.key : fromPath;
  const active = menus.find((m) => m.key === activeKey);
  const select = useCallback(
    (item: MenuItem) => {
      if (item.children?.length) setPicked({ path: activePath, key: item.key });
      else onNavigate(item.path);
    },
    [activePath, onNavigate],
  );
  return {
    activeKey,
    sideMenus: enabled ? (active?.children ?? []) : menus,
    select,
  };
}
