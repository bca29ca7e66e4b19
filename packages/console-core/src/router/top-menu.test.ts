import { describe, expect, it } from 'vitest';
import {
  MORE_MENU_TITLE,
  splitTopMenu,
  TOP_MENU_ITEM_WIDTH,
  topMenuVisibleCount,
} from './top-menu';

describe('top-menu mode (spec §2: one item per 85 px of a third of the window width)', () => {
  it('§2 about one visible item per 85 px of a third of the window width', () => {
    expect(TOP_MENU_ITEM_WIDTH).toBe(85);
    expect(topMenuVisibleCount(1920)).toBe(7); // 640 / 85 = 7.5
    expect(topMenuVisibleCount(1275)).toBe(5); // 425 / 85 = 5 exactly
    expect(topMenuVisibleCount(1274)).toBe(4);
    expect(topMenuVisibleCount(200)).toBe(0);
    expect(topMenuVisibleCount(-1)).toBe(0);
  });

  it("§2 the rest go under a 'more menu' submenu", () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(splitTopMenu(items, 1020)).toEqual({ visible: ['a', 'b', 'c', 'd'], more: ['e', 'f'] });
    expect(splitTopMenu(items, 3000)).toEqual({ visible: items, more: [] });
    expect(MORE_MENU_TITLE).toMatchObject({ id: 'core.menu.more', message: 'More menu' });
  });
});
