import type { Meta, StoryObj } from '@storybook/react-vite';

import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Shell/ProgressBar',
  component: ProgressBar,
  args: { active: true },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggle `active` in the controls to see the bar finish and fade. */
export const Running: Story = {};

export const Idle: Story = { args: { active: false } };
