import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Shell/Breadcrumb',
  component: Breadcrumb,
  args: {
    hrefFor: (path: string) => `/wcm${path}`,
    onNavigate: fn(),
    items: [
      { path: '/index', title: 'Home', clickable: true },
      { path: '/system', title: 'System', clickable: false },
      { path: '/system/log', title: 'Logs', clickable: true },
      { path: '/system/log/operlog', title: 'Operation log', clickable: false },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page two levels down: home and 'Logs' are links, 'System' cannot be opened. */
export const Nested: Story = {};

/** On the home page the only entry is the current page. */
export const OnHome: Story = {
  args: { items: [{ path: '/index', title: 'Home', clickable: false }] },
};
