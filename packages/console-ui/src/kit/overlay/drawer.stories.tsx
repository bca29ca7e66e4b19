import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { Button } from '../button';
import { Drawer } from './drawer';

const meta = {
  title: 'Kit/Overlay/Drawer',
  component: Drawer,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Layout settings',
    children: 'Theme, tags view, fixed header…',
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right side, 280 px (the settings drawer of the spec). */
export const Right: Story = {};

export const Left: Story = { args: { side: 'left', size: 360 } };

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button>Reset</Button>
        <Button variant="primary">Save</Button>
      </>
    ),
  },
};

/** Backdrop clicks do nothing. */
export const Sticky: Story = { args: { closeOnOverlayClick: false } };

export const FromButton: Story = {
  args: { open: false },
  render: function FromButtonStory(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <div style={{ padding: 16 }}>
        <Button onClick={() => setOpen(true)}>Settings</Button>
        <Drawer
          {...args}
          open={open}
          onOpenChange={(next) => (setOpen(next), args.onOpenChange(next))}
        />
      </div>
    );
  },
};
