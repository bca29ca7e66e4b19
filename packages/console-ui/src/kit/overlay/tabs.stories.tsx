import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { Tabs } from './tabs';

const meta = {
  title: 'Kit/Overlay/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Profile',
    onChange: fn(),
    items: [
      { key: 'basic', label: 'Basic information', content: 'Name, phone, e-mail' },
      { key: 'password', label: 'Change password', content: 'Old and new password' },
      { key: 'audit', label: 'Audit (no access)', content: 'Hidden', disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SecondActive: Story = { args: { defaultValue: 'password' } };
