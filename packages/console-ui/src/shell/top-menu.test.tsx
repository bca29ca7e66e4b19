import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../render-for-user.test-helper';
import { seriousViolations } from './axe-test-helper';
import * as stories from './top-menu.stories';

const { Wide, WithMoreMenu, ActiveInMore } = composeStories(stories);

const nav = () => screen.getByRole('navigation', { name: 'Top menu' });

describe('TopMenu', () => {
  it('shows every top-level entry when the window is wide enough', async () => {
    render(<Wide />);
    expect(within(nav()).getByRole('button', { name: 'System' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(nav()).getByRole('link', { name: 'Site' })).toHaveAttribute('href', '/wcm/site');
    const external = within(nav()).getByRole('link', { name: 'RuoYi website' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(within(nav()).queryByRole('button', { name: 'More menu' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('puts what does not fit (one entry per 85 px of a third of the width) under More menu', async () => {
    const { user } = renderForUser(<WithMoreMenu />);
    expect(within(nav()).getAllByRole('listitem')).toHaveLength(4); // 3 entries + More
    await user.click(within(nav()).getByRole('button', { name: 'More menu' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['RuoYi website']);
  });

  it('reports the entry chosen, from the bar or from More menu', async () => {
    const onSelect = fn();
    const { user } = renderForUser(<ActiveInMore onSelect={onSelect} />);
    await user.click(within(nav()).getByRole('button', { name: 'Monitor' }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ key: '/monitor' }));
    const more = within(nav()).getByRole('button', { name: 'More menu' });
    expect(more).toHaveAttribute('aria-pressed', 'true');
    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: 'Site' }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ key: '/site' }));
  });

  it('plain clicks on a page entry do not reload the page', async () => {
    const onSelect = fn();
    const { user } = renderForUser(<Wide onSelect={onSelect} />);
    await user.click(within(nav()).getByRole('link', { name: 'Site' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ path: '/site' }));
  });
});
