import type { Meta, StoryObj } from '@storybook/react-vite';
import { createTagsViewStore, homeView, type VisitedView } from '@wcm/console-core';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { applyTagsAction } from './tags-actions';
import { TagsView, type TagsViewProps } from './tags-view';
import { useRecordedState } from '../story-state';

const page = (path: string, title: string): VisitedView => ({
  path,
  fullPath: path,
  title,
  name: title.replace(/\W/g, ''),
  meta: {},
});

const views: VisitedView[] = [
  homeView('Home'),
  page('/system/user', 'Users'),
  page('/system/role', 'Roles'),
  page('/system/log/operlog', 'Operation log'),
];

// A real store behind the strip, as the host wires it: actions change the tabs and navigate.
function StoreBacked(props: TagsViewProps) {
  const [store] = useState(() => {
    const created = createTagsViewStore();
    created.addAffixViews([homeView('Home')]);
    for (const view of props.views) created.addView(view);
    return created;
  });
  const { visitedViews } = useStore(store.$tags);
  const [path, go] = useRecordedState(props.activePath, props.onNavigate);
  return (
    <>
      <TagsView
        {...props}
        views={visitedViews}
        activePath={path}
        onNavigate={go}
        onAction={(action, view) => {
          props.onAction(action, view);
          const next = applyTagsAction(store, action, view, path);
          if (next) go(next);
        }}
      />
      <p>Current page: {path}</p>
    </>
  );
}

const meta = {
  title: 'Shell/TagsView',
  component: TagsView,
  args: {
    views,
    activePath: '/system/role',
    hrefFor: (path: string) => `/wcm${path}`,
    onNavigate: fn(),
    onAction: fn(),
  },
} satisfies Meta<typeof TagsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home (affixed, no close button) and three pages, 'Roles' active. */
export const Default: Story = {};

/** Only the affixed home tab: nothing can be closed. */
export const OnlyHome: Story = { args: { views: [homeView('Home')], activePath: '/index' } };

/** Enough tabs to scroll; the active one is scrolled into view. */
export const ManyTabs: Story = {
  args: {
    views: [
      homeView('Home'),
      ...Array.from({ length: 14 }, (_, i) => page(`/demo/page-${i + 1}`, `Demo page ${i + 1}`)),
    ],
    activePath: '/demo/page-13',
  },
};

/** Backed by a real tags-view store: closing and refreshing behave as in the console. */
export const WithStore: Story = { render: (args) => <StoreBacked {...args} /> };
