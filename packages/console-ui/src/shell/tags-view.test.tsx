import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../render-for-user.test-helper';
import * as stories from './tags-view.stories';

const { Default, OnlyHome, WithStore } = composeStories(stories);

const strip = () => screen.getByRole('navigation', { name: 'Visited pages' });
const tabNames = () =>
  within(strip())
    .getAllByRole('link')
    .map((a) => a.textContent);

async function chooseFromActions(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: 'Tab actions' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

// `onAction` was called once, with `action` on the tab of `path`.
function expectActionOn(onAction: unknown, action: string, path: string) {
  expect(onAction).toHaveBeenCalledExactlyOnceWith(action, expect.objectContaining({ path }));
}

describe('TagsView', () => {
  it('shows each tab as a link and marks the active one', () => {
    render(<Default />);
    expect(tabNames()).toEqual(['Home', 'Users', 'Roles', 'Operation log']);
    expect(within(strip()).getByRole('link', { name: 'Roles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(strip()).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/wcm/system/user',
    );
  });

  it('gives every tab but the affixed home a close button', async () => {
    const onAction = fn();
    const { user } = renderForUser(<Default onAction={onAction} />);
    expect(screen.queryByRole('button', { name: 'Close Home' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close Users' }));
    expectActionOn(onAction, 'close', '/system/user');
  });

  it('navigates when a tab is clicked', async () => {
    const onNavigate = fn();
    const { user } = renderForUser(<Default onNavigate={onNavigate} />);
    await user.click(within(strip()).getByRole('link', { name: 'Operation log' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/system/log/operlog');
  });

  it.each([
    ['Refresh page', 'refresh'],
    ['Close current', 'close'],
    ['Close others', 'closeOthers'],
    ['Close tabs to the left', 'closeLeft'],
    ['Close tabs to the right', 'closeRight'],
    ['Close all', 'closeAll'],
  ])('passes "%s" for the active tab to onAction', async (name, action) => {
    const onAction = fn();
    const { user } = renderForUser(<Default onAction={onAction} />);
    await chooseFromActions(user, name);
    expectActionOn(onAction, action, '/system/role');
  });

  it('disables the close actions when only the affixed home is open', async () => {
    const { user } = renderForUser(<OnlyHome />);
    expect(within(strip()).queryAllByRole('button', { name: /^Close / })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Tab actions' }));
    const items = await screen.findAllByRole('menuitem');
    const enabled = items.filter((item) => !item.hasAttribute('data-disabled'));
    expect(enabled.map((item) => item.textContent)).toEqual(['Refresh page']);
  });

  it('opens the same actions for the right-clicked tab', async () => {
    const onAction = fn();
    const { user } = renderForUser(<Default onAction={onAction} />);
    const users = within(strip()).getByRole('link', { name: 'Users' });
    fireEvent.contextMenu(users);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);
    await user.click(within(menu).getByRole('menuitem', { name: 'Close tabs to the right' }));
    expectActionOn(onAction, 'closeRight', '/system/user');
  });

  it('works the actions menu from the keyboard', async () => {
    const onAction = fn();
    const { user } = renderForUser(<Default onAction={onAction} />);
    screen.getByRole('button', { name: 'Tab actions' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Refresh page' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expectActionOn(onAction, 'close', '/system/role');
  });
});

describe('TagsView with a tags-view store', () => {
  it('closing the active tab goes to the last remaining tab', async () => {
    const onNavigate = fn();
    const { user } = renderForUser(<WithStore onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Close Roles' }));
    expect(tabNames()).toEqual(['Home', 'Users', 'Operation log']);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/system/log/operlog');
  });

  it('closing another tab stays on the page', async () => {
    const onNavigate = fn();
    const { user } = renderForUser(<WithStore onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Close Users' }));
    expect(tabNames()).toEqual(['Home', 'Roles', 'Operation log']);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it.each([
    ['Close others', ['Home', 'Roles'], undefined],
    ['Close tabs to the left', ['Home', 'Roles', 'Operation log'], undefined],
    ['Close tabs to the right', ['Home', 'Users', 'Roles'], undefined],
    ['Close all', ['Home'], '/index'],
    ['Refresh page', ['Home', 'Users', 'Roles', 'Operation log'], '/redirect/system/role'],
  ])('"%s" keeps the affixed home', async (name, left, goesTo) => {
    const onNavigate = fn();
    const { user } = renderForUser(<WithStore onNavigate={onNavigate} />);
    await chooseFromActions(user, name);
    expect(tabNames()).toEqual(left);
    if (goesTo) expect(onNavigate).toHaveBeenCalledExactlyOnceWith(goesTo);
    else expect(onNavigate).not.toHaveBeenCalled();
  });
});
