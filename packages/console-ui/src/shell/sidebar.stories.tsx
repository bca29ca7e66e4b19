import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { sampleMenus } from './sample-menus';
import { Sidebar } from './sidebar';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: {
    menus: sampleMenus,
    activePath: '/system/user',
    hrefFor: (path: string) => `/wcm${path}`,
    onNavigate: fn(),
    productName: 'WCM Console',
  },
  decorators: [(Story) => <div style={{ height: '100vh', width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};

export const Light: Story = { args: { sideTheme: 'light' } };

export const NestedActive: Story = { args: { activePath: '/system/log/operlog' } };

/** The collapsed sidebar: RuoYi's 54 px icon strip with tooltips and flyout menus. */
export const Collapsed: Story = {
  args: { collapsed: true, activePath: '/system/log/operlog' },
  decorators: [(Story) => <div style={{ height: '100vh', width: 54 }}>{Story()}</div>],
};
