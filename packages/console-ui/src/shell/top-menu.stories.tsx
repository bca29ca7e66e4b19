import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { sampleMenus } from './sample-menus';
import { TopMenu } from './top-menu';

const meta = {
  title: 'Shell/TopMenu',
  component: TopMenu,
  decorators: [
    (Story) => (
      <div style={{ height: 50, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    menus: sampleMenus,
    activeKey: '/system',
    width: 1280,
    hrefFor: (path: string) => `/wcm${path}`,
    onSelect: fn(),
  },
} satisfies Meta<typeof TopMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide window: every entry fits (1280 / 3 / 85 = 5 entries). */
export const Wide: Story = {};

/** Narrow window: 780 / 3 / 85 = 3 entries, the rest under "More menu". */
export const WithMoreMenu: Story = { args: { width: 780 } };

/** An entry under "More menu" is the active one. */
export const ActiveInMore: Story = { args: { width: 520, activeKey: '/site' } };
