import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderInConsole } from './axe-test-helper';
import { sampleMenus } from './sample-menus';
import { Sidebar } from './sidebar';

function renderStrip(onNavigate = vi.fn()) {
  renderInConsole(
    <Sidebar
      collapsed
      menus={sampleMenus}
      activePath="/system/log/operlog"
      hrefFor={(p) => `/wcm${p}`}
      onNavigate={onNavigate}
      productName="WCM Console"
    />,
  );
  return screen.getByRole('navigation', { name: 'Main menu' });
}

describe('Sidebar collapsed to the icon strip', () => {
  it('keeps every top-level entry named (hidden label) and marks the active directory', () => {
    const nav = renderStrip();
    expect(nav.closest('[data-slot="sidebar"]')).toHaveAttribute('data-collapsed', 'true');
    expect(within(nav).getByRole('link', { name: 'WCM Console' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Site' })).toHaveAttribute('href', '/wcm/site');
    const system = within(nav).getByRole('button', { name: 'System' });
    expect(system).toHaveAttribute('aria-haspopup', 'menu');
    expect(system).toHaveAttribute('data-active', 'true');
    expect(within(nav).getByRole('button', { name: 'Monitor' })).not.toHaveAttribute('data-active');
  });

  it('opens a directory as a flyout menu from the keyboard, submenus included', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const nav = renderStrip(onNavigate);
    within(nav).getByRole('button', { name: 'System' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'System' });
    expect(within(menu).getByRole('menuitem', { name: 'Users' })).toBeInTheDocument();
    const logs = within(menu).getByRole('menuitem', { name: 'Logs' });
    logs.focus();
    await user.keyboard('{ArrowRight}');
    const operlog = await screen.findByRole('menuitem', { name: 'Operation log' });
    expect(operlog).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/system/log/logininfor');
    // Choosing closes the menu, submenus included.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('navigates from a page icon on a plain click', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const nav = renderStrip(onNavigate);
    await user.click(within(nav).getByRole('link', { name: 'Site' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/site');
  });
});
