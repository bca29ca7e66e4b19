import type { Meta, StoryObj } from '@storybook/react-vite';

import { TextField } from './text-field';

const meta = {
  title: 'Kit/TextField',
  component: TextField,
  args: { label: 'Account', name: 'username', autoComplete: 'username' },
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithError: Story = { args: { error: 'Please enter your account' } };

export const WithHint: Story = {
  args: { label: 'Password', type: 'password', hint: 'At least 5 characters' },
};
