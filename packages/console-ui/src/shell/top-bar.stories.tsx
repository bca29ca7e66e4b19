import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { AvatarMenu } from './avatar-menu';
import { TopBar } from './top-bar';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: {
    sidebarOpen: true,
    onToggleSidebar: fn(),
    children: <span>Home / System / Users</span>,
    end: <AvatarMenu user={{ name: 'Admin' }} onSignOut={fn()} />,
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SidebarOpen: Story = {};

export const SidebarClosed: Story = { args: { sidebarOpen: false } };
