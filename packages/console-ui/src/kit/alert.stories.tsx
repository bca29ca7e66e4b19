import type { Meta, StoryObj } from '@storybook/react-vite';

import { Alert } from './alert';

const meta = {
  title: 'Kit/Alert',
  component: Alert,
  args: { children: 'Wrong user name or password' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = { args: { tone: 'error' } };

export const InfoTone: Story = {
  args: { tone: 'info', title: 'Note', children: 'The captcha was refreshed.' },
};
