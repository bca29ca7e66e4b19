import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { Button } from '../button';
import { FormItem } from '../form/form';
import { Input } from '../form/input';
import { Dialog } from './dialog';
import { useRecordedState } from '../../story-state';

const meta = {
  title: 'Kit/Overlay/Dialog',
  component: Dialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onCancel: fn(),
    title: 'Edit user',
    children: 'Body content',
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { onConfirm: fn() } };

export const WithDescription: Story = {
  args: { description: 'Changes apply at the next sign-in.', width: 640 },
};

/** The save takes a second: the Confirm button is busy and the dialog cannot be dismissed. */
export const SlowSave: Story = {
  args: { onConfirm: () => new Promise((resolve) => setTimeout(resolve, 1000)) },
};

/** The save fails: the dialog stays open and keeps what was typed. */
export const FailingSave: Story = {
  args: { onConfirm: () => Promise.reject(new Error('Server said no')) },
};

export const CustomFooter: Story = {
  args: { footer: <Button variant="primary">Got it</Button> },
};

export const NoFooter: Story = { args: { footer: null } };

/** A question the user must answer: no ×, and Escape or the backdrop do nothing. */
export const Blocking: Story = { args: { dismissible: false, onConfirm: fn() } };

/** Opened from a button, with a field, as on the list pages. */
export const FromButton: Story = {
  args: { open: false },
  render: function FromButtonStory(args) {
    const [open, setOpen] = useRecordedState(args.open, args.onOpenChange);
    const [name, setName] = useState('');
    return (
      <div style={{ padding: 16 }}>
        <Button onClick={() => setOpen(true)}>Add user</Button>
        <Dialog {...args} open={open} onOpenChange={setOpen}>
          <FormItem label="User name">
            <Input value={name} onChange={setName} />
          </FormItem>
        </Dialog>
      </div>
    );
  },
};
