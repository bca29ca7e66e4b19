import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { buildBreadcrumb, matchRouterChain, type RouterVo } from '@wcm/console-core';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../render-for-user.test-helper';
import * as stories from './breadcrumb.stories';

const { Nested, OnHome } = composeStories(stories);

describe('Breadcrumb', () => {
  it('marks the last entry as the current page and does not link it', () => {
    render(<Nested />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const current = within(nav).getByText('Operation log');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
  });

  it('links openable entries and leaves directories as text', async () => {
    const onNavigate = fn();
    const { user } = renderForUser(<Nested onNavigate={onNavigate} />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/wcm/index');
    expect(screen.queryByRole('link', { name: 'System' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Logs' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/system/log');
  });

  it('shows only the current page on the home page', () => {
    render(<OnHome />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Home')).toHaveAttribute('aria-current', 'page');
  });

  it('renders the chain console-core builds from /getRouters', () => {
    const routers: RouterVo[] = [
      {
        path: '/system',
        component: 'Layout',
        redirect: 'noRedirect',
        meta: { title: 'System' },
        children: [{ path: 'user', component: 'system/user/index', meta: { title: 'Users' } }],
      },
    ];
    const items = buildBreadcrumb(matchRouterChain(routers, '/system/user'), 'Home');
    render(<Nested items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', '/System', '/Users']);
    expect(within(nav).getByText('Users')).toHaveAttribute('aria-current', 'page');
  });
});
