import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { homeView } from '@wcm/console-core';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import * as stories from './app-shell.stories';
import { Breadcrumb } from './breadcrumb';
import { HeaderSearch } from './header-search';
import { sampleMenus } from './sample-menus';
import { TagsView } from './tags-view';

const { Default } = composeStories(stories);

describe('AppShell slots', () => {
  it('puts the breadcrumb and search in the top bar and the tabs between it and main', () => {
    render(
      <Default
        breadcrumb={
          <Breadcrumb
            items={[
              { path: '/index', title: 'Home', clickable: true },
              { path: '/system/user', title: 'Users', clickable: false },
            ]}
            hrefFor={(p) => p}
            onNavigate={fn()}
          />
        }
        search={<HeaderSearch menus={sampleMenus} onNavigate={fn()} />}
        tagsView={
          <TagsView
            views={[homeView('Home')]}
            activePath="/index"
            hrefFor={(p) => p}
            onNavigate={fn()}
            onAction={fn()}
          />
        }
      />,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    const search = within(banner).getByRole('button', { name: 'Search pages' });
    // The search comes before the avatar menu.
    const avatar = within(banner).getByRole('button', { name: 'Admin' });
    expect(search.compareDocumentPosition(avatar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const tabs = screen.getByRole('navigation', { name: 'Visited pages' });
    expect(banner).not.toContainElement(tabs);
    expect(screen.getByRole('main')).not.toContainElement(tabs);
    expect(banner.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
