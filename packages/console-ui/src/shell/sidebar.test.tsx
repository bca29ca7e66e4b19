import { composeStories } from '@storybook/react-vite';
import type { MenuItem } from '@wcm/console-core';
import { render, screen, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../render-for-user.test-helper';
import { sampleMenus } from './sample-menus';
import * as stories from './sidebar.stories';

const { Dark, NestedActive } = composeStories(stories);

// Records whether our handler prevented the click, then stops happy-dom from really following it.
function clickAndReport(target: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const spy = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', spy);
  target.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  document.removeEventListener('click', spy);
  return prevented;
}

function leaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children?.length ? leaves(item.children) : [item]));
}

describe('Sidebar', () => {
  it('renders every menu entry it is given, nested groups included', async () => {
    const { user } = renderForUser(<Dark />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    // Groups start closed unless they hold the active page; open them all.
    for (const name of ['Monitor', 'Logs']) {
      await user.click(within(nav).getByRole('button', { name }));
    }
    const [menu] = within(nav).getAllByRole('list');
    const links = within(menu!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      leaves(sampleMenus).map((item) =>
        item.external ? `${item.title}(opens in a new window)` : item.title,
      ),
    );
    expect(within(nav).getByRole('button', { name: 'System' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the product name as the home link and builds hrefs with hrefFor', () => {
    const onNavigate = fn();
    render(<Dark productName="Brand console" onNavigate={onNavigate} />);
    const home = screen.getByRole('link', { name: 'Brand console' });
    expect(home).toHaveAttribute('href', '/wcm/index');
    expect(clickAndReport(home)).toBe(true);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/index');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/wcm/system/user');
  });

  it('marks only the active page with aria-current and opens its ancestors', () => {
    render(<NestedActive />);
    expect(screen.getByRole('link', { name: 'Operation log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Online users' })).not.toBeInTheDocument();
  });

  it('calls onNavigate on a plain click and leaves modified clicks to the browser', () => {
    const onNavigate = fn();
    render(<Dark onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Roles' });

    expect(clickAndReport(link)).toBe(true);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/system/role');

    expect(clickAndReport(link, { ctrlKey: true })).toBe(false);
    expect(clickAndReport(link, { metaKey: true })).toBe(false);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('opens external entries in a new window without calling onNavigate', () => {
    const onNavigate = fn();
    render(<Dark onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: /RuoYi website/ });
    expect(link).toHaveAttribute('href', 'http://ruoyi.vip');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    expect(clickAndReport(link)).toBe(false);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('draws known icons and falls back to a generic one', () => {
    const { container } = render(<Dark />);
    expect(container.querySelector('[data-icon="system"]')).not.toBeNull();
    render(
      <Dark
        menus={[{ key: 'x', title: 'Odd', icon: 'no-such-icon', path: '/odd', external: false }]}
      />,
    );
    const odd = screen.getByRole('link', { name: 'Odd' });
    expect(odd.querySelector('svg')).toHaveAttribute('data-icon', 'fallback');
  });
});
