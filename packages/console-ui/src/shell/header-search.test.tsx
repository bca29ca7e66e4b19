import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderForUser } from '../render-for-user.test-helper';
import * as stories from './header-search.stories';

const { Default, EmptyMenu } = composeStories(stories);

async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Search pages' }));
  const box = screen.getByRole('combobox', { name: 'Search pages' });
  await waitFor(() => expect(box).toHaveFocus());
  return box;
}

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

afterEach(() => vi.restoreAllMocks());

describe('HeaderSearch', () => {
  it('opens a combobox from the search button and filters the menu pages', async () => {
    const { user } = renderForUser(<Default />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const box = await openSearch(user);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'log');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(
      expect.arrayContaining(['System > Logs > Operation log', 'System > Logs > Sign-in log']),
    );
    expect(optionNames()).not.toContain('Monitor > Online users');
    // Directories are not targets, only their pages.
    expect(optionNames()).not.toContain('System > Logs');
  });

  it('navigates to an internal page chosen with the mouse and closes', async () => {
    const onNavigate = fn();
    const { user } = renderForUser(<Default onNavigate={onNavigate} />);
    await user.type(await openSearch(user), 'Roles');
    await user.click(screen.getByRole('option', { name: 'System > Roles' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/system/role');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('opens external links in a new window instead of navigating', async () => {
    const user = userEvent.setup();
    const onNavigate = fn();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Default onNavigate={onNavigate} />);
    await user.type(await openSearch(user), 'RuoYi website');
    await user.click(screen.getByRole('option', { name: /^RuoYi website/ }));
    expect(open).toHaveBeenCalledExactlyOnceWith(
      'http://ruoyi.vip',
      '_blank',
      'noopener,noreferrer',
    );
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('chooses with the arrow keys and Enter', async () => {
    const onNavigate = fn();
    const { user } = renderForUser(<Default onNavigate={onNavigate} />);
    const box = await openSearch(user);
    await user.type(box, 'log');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const second = options[1]?.textContent === 'System > Logs > Sign-in log';
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(
      second ? '/system/log/logininfor' : '/system/log/operlog',
    );
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const onNavigate = fn();
    const { user } = renderForUser(<Default onNavigate={onNavigate} />);
    await user.type(await openSearch(user), 'user');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search pages' })).toHaveFocus();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('says so when nothing matches', async () => {
    const { user } = renderForUser(<EmptyMenu />);
    await user.type(await openSearch(user), 'user');
    expect(screen.getByRole('status')).toHaveTextContent('No matching pages');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox')).toBeInTheDocument();
  });
});
