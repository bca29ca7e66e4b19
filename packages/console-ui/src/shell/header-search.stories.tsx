import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { HeaderSearch } from './header-search';
import { sampleMenus } from './sample-menus';

const meta = {
  title: 'Shell/HeaderSearch',
  component: HeaderSearch,
  args: { menus: sampleMenus, onNavigate: fn() },
  // Leaves room for the results below the button.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the search button shows. Click it and type 'log' or 'ruoyi'. */
export const Default: Story = {};

/** With no menu there is nothing to find. */
export const EmptyMenu: Story = { args: { menus: [] } };

/** At most three results. */
export const LimitedResults: Story = { args: { limit: 3 } };
