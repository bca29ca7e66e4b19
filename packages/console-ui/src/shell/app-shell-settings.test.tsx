import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../render-for-user.test-helper';
import { darkThemeClass } from '../theme/dark-theme.css';
import { consoleRootClass } from '../theme/root.css';
import * as stories from './app-shell.stories';
import { seriousViolations } from './axe-test-helper';

const {
  DarkMode,
  SmallSize,
  TopNav,
  NoLogoNoTabsFixedHeader,
  SidebarHidden,
  WithLayoutSettings,
  EmbeddedInHostPage,
} = composeStories(stories);

const sideNav = () => screen.getByRole('navigation', { name: 'Main menu' });
const root = () => screen.getByRole('banner').closest('[data-slot="console-root"]');

describe('AppShell layout settings', () => {
  it('dark mode swaps the theme class on the console root', () => {
    render(<DarkMode />);
    expect(root()).toHaveClass(darkThemeClass);
    expect(root()).toHaveAttribute('data-mode', 'dark');
  });

  it('the size sets its CSS variables on the console root', () => {
    render(<SmallSize />);
    expect(root()).toHaveAttribute('data-size', 'small');
    expect((root() as HTMLElement).getAttribute('style')).toMatch(/32px/);
  });

  it('top-menu mode: top menus in the header, the active one’s children in the sidebar', async () => {
    const { user } = renderForUser(<TopNav />);
    const top = screen.getByRole('navigation', { name: 'Top menu' });
    expect(within(top).getByRole('button', { name: 'System' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(sideNav()).getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(within(sideNav()).queryByRole('button', { name: 'System' })).toBeNull();

    await user.click(within(top).getByRole('button', { name: 'Monitor' }));
    expect(within(sideNav()).getByRole('link', { name: 'Online users' })).toBeInTheDocument();
    expect(within(sideNav()).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('top-menu mode on a page without sub-menus hides the sidebar and its toggle', async () => {
    const { user } = renderForUser(<TopNav />);
    await user.click(screen.getByRole('link', { name: 'Site' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: /sidebar/ })).toBeNull();
  });

  it('a hidden sidebar cannot be toggled', () => {
    render(<SidebarHidden />);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: /sidebar/ })).toBeNull();
  });

  it('logo and tabs can be switched off; the fixed header is marked', () => {
    render(<NoLogoNoTabsFixedHeader />);
    expect(sideNav().querySelector('[data-slot="sidebar-logo"]')).toBeNull();
    expect(screen.queryByText('Tabs')).toBeNull();
    expect(screen.getByRole('banner').parentElement).toHaveAttribute('data-fixed', 'true');
  });

  it('the avatar menu opens the layout settings', async () => {
    const { user } = renderForUser(<WithLayoutSettings />);
    await user.click(screen.getByRole('button', { name: 'Admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Layout settings' }));
    expect(WithLayoutSettings.args.onOpenSettings).toHaveBeenCalledTimes(1);
  });

  it('mounted inside another page, the console classes stay on the console root', () => {
    render(<EmbeddedInHostPage />);
    const host = screen.getByTestId('host-page');
    // Storybook's own decorator root is above the host page; the shell's root is inside it.
    const consoleRoots = host.querySelectorAll(`.${consoleRootClass}`);
    expect(consoleRoots).toHaveLength(1);
    for (const id of ['host-heading', 'host-text', 'host-button']) {
      const element = screen.getByTestId(id);
      expect(element.className).toBe('');
      expect(element.closest('[data-slot="console-root"]')).not.toBe(consoleRoots[0]);
    }
  });
});
