import type { MessageDescriptor } from '@lingui/core';

/** Width in pixels budgeted per top-menu entry (spec §9). @default 85 */
export const TOP_MENU_ITEM_WIDTH = 85;

/** Title of the submenu holding the entries that do not fit; translate with `i18n._()`. */
export const MORE_MENU_TITLE: MessageDescriptor = /*i18n*/ {
  id: 'core.menu.more',
  message: 'More menu',
};

/**
 * How many top-menu entries are shown for a window width (spec §2: about one per 85 px of a
 * third of the window width). Never negative.
 */
export function topMenuVisibleCount(windowWidth: number): number {
  return Math.max(0, Math.floor(windowWidth / 3 / TOP_MENU_ITEM_WIDTH));
}

/** Top-menu entries split into those shown and those under the 'more menu' submenu. */
export interface TopMenuSplit<T> {
  visible: T[];
  more: T[];
}

/** Splits the top-level menu for top-menu mode at the given window width. */
export function splitTopMenu<T>(items: readonly T[], windowWidth: number): TopMenuSplit<T> {
  const count = topMenuVisibleCount(windowWidth);
  return { visible: items.slice(0, count), more: items.slice(count) };
}
