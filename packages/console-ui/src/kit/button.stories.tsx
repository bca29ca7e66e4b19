import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { Button } from './button';

const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { children: 'Sign in', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };

export const Default: Story = { args: { children: 'Cancel' } };

export const Loading: Story = {
  args: { variant: 'primary', loading: true, children: 'Signing in…' },
};

export const LargeBlock: Story = { args: { variant: 'primary', size: 'large', block: true } };
