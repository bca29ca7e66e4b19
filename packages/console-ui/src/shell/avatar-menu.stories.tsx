import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { AvatarMenu } from './avatar-menu';

const meta = {
  title: 'Shell/AvatarMenu',
  component: AvatarMenu,
  args: { user: { name: 'Admin' }, onSignOut: fn(), onOpenProfile: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof AvatarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};

export const WithoutProfile: Story = { args: { onOpenProfile: undefined } };
