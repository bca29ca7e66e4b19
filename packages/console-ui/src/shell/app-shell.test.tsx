import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../render-for-user.test-helper';
import * as stories from './app-shell.stories';

const { Default } = composeStories(stories);

const cookie = () => /(?:^|; )sidebarStatus=([^;]*)/.exec(document.cookie)?.[1];

describe('AppShell', () => {
  it('has header, navigation and main landmarks with the content inside main', () => {
    render(<Default />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Users' }),
    ).toBeInTheDocument();
    expect(screen.getByText('WCM Console')).toBeInTheDocument();
  });

  it('collapses and expands the sidebar and remembers it in the sidebarStatus cookie', async () => {
    const { user } = renderForUser(<Default />);
    const sidebar = screen.getByRole('navigation', { name: 'Main menu' }).closest('[data-state]');
    expect(sidebar).toHaveAttribute('data-state', 'open');

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(cookie()).toBe('0');

    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(sidebar).toHaveAttribute('data-state', 'open');
    expect(cookie()).toBe('1');
  });

  it('starts collapsed when the cookie says 0', () => {
    document.cookie = 'sidebarStatus=0; path=/';
    render(<Default />);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('passes menu clicks to onNavigate and highlights the new page', async () => {
    const onNavigate = fn();
    const { user } = renderForUser(<Default onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'Roles' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/system/role');
    expect(screen.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
  });

  it('signs out only after confirmation', async () => {
    const onSignOut = fn();
    const { user } = renderForUser(<Default onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'Admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
