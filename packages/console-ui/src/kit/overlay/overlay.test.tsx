import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../../render-for-user.test-helper';
import * as drawerStories from './drawer.stories';
import * as floatingStories from './floating.stories';
import * as tabsStories from './tabs.stories';

const { Right, Left, WithFooter, Sticky, FromButton } = composeStories(drawerStories);
const { Default: Tabbed, SecondActive } = composeStories(tabsStories);
const { Default: Floating } = composeStories(floatingStories);

describe('Drawer', () => {
  it('is a dialog named by its title, 280 px on the right by default', () => {
    render(<Right />);
    const drawer = screen.getByRole('dialog', { name: 'Layout settings' });
    expect(drawer).toHaveAttribute('data-side', 'right');
    expect(drawer).toHaveStyle({ width: '280px' });
  });

  it('takes a side, a size and a footer', () => {
    const { unmount } = render(<Left />);
    const drawer = screen.getByRole('dialog', { name: 'Layout settings' });
    expect(drawer).toHaveAttribute('data-side', 'left');
    expect(drawer).toHaveStyle({ width: '360px' });
    unmount();
    render(<WithFooter />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('closes with Escape and ×, returning the focus to the opener', async () => {
    const onOpenChange = fn();
    const { user } = renderForUser(<FromButton onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Settings' });
    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Layout settings' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a backdrop click unless asked not to', async () => {
    // The modal layer disables pointer events outside it; the click still reaches Radix.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onOpenChange = fn();
    const { unmount } = render(<Sticky onOpenChange={onOpenChange} />);
    await user.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
    unmount();
    render(<Right onOpenChange={onOpenChange} />);
    await user.click(document.body);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});

describe('Tabs', () => {
  it('links tabs and panels and moves with arrow keys, skipping disabled tabs', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Tabbed onChange={onChange} />);
    const list = screen.getByRole('tablist', { name: 'Profile' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Basic information',
      'Change password',
      'Audit (no access)',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Basic information' })).toHaveTextContent(
      'Name, phone, e-mail',
    );
    expect(tabs[2]).toBeDisabled();
    tabs[0]?.focus();
    // Radix roving focus moves on the next tick; focusing a tab activates it.
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tabs[1]).toHaveFocus());
    expect(onChange).toHaveBeenLastCalledWith('password');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tabs[0]).toHaveFocus());
  });

  it('starts on defaultValue', () => {
    render(<SecondActive />);
    expect(screen.getByRole('tab', { name: 'Change password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('Tooltip, Dropdown and Popover', () => {
  it('tooltip shows on keyboard focus and hides on Escape', async () => {
    const { user } = renderForUser(<Floating />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh the list');
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAccessibleDescription(
      'Refresh the list',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('dropdown lists items, skips disabled ones and runs onSelect', async () => {
    const onDelete = fn();
    const onExport = fn();
    const { user } = renderForUser(<Floating onDelete={onDelete} onExport={onExport} />);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(more);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit', 'Export', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Export' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'data-danger',
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Export' }));
    expect(onExport).not.toHaveBeenCalled();
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('popover opens a named panel and closes on Escape', async () => {
    const { user } = renderForUser(<Floating />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveTextContent('Filter content');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});
