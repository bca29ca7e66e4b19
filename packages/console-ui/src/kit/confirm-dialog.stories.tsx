import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    message: 'Are you sure you want to delete this item?',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const CustomLabels: Story = {
  args: { title: 'Delete', confirmLabel: 'Delete', cancelLabel: 'Keep' },
};
