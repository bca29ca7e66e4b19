import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { PresenterDemo } from './presenter-demo';

const meta = {
  title: 'Presenter/Viewport',
  component: PresenterDemo,
  args: { onAnswer: fn(), onReady: fn() },
} satisfies Meta<typeof PresenterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

// Duration 0 keeps the stories still; real messages expire (see the tests).
export const MessageTones: Story = {
  args: {
    messages: [
      { type: 'success', text: 'Saved successfully', duration: 0 },
      { type: 'info', text: 'Your changes are being synchronised', duration: 0 },
      { type: 'warning', text: 'The image is larger than recommended', duration: 0 },
      { type: 'error', text: 'Backend interface connection exception', duration: 0 },
    ],
  },
};

export const ExpiringMessage: Story = {
  args: { messages: [{ type: 'error', text: 'System interface request timeout', duration: 5000 }] },
};

export const Notification: Story = {
  args: {
    notifications: [
      { type: 'error', title: 'Error', text: 'No permission for this operation', duration: 0 },
      { type: 'success', text: 'Export finished', duration: 0 },
    ],
  },
};

export const Confirm: Story = {
  args: {
    question: {
      title: 'System Notification',
      text: 'Login status has expired, you can stay on this page or log in again',
      confirmText: 'Log in again',
      cancelText: 'Cancel',
      type: 'warning',
    },
  },
};

export const Loading: Story = {
  args: { loadingText: 'Loading, please wait...' },
};
