import type { Meta, StoryObj } from '@storybook/react-vite';

import { IframePage } from './iframe-page';

const meta = {
  title: 'Shell/IframePage',
  component: IframePage,
  args: { src: 'about:blank', title: 'Documentation' },
} satisfies Meta<typeof IframePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mask shows until the frame's load event (instant for about:blank). */
export const Default: Story = {};

/** A page that never finishes loading keeps the mask. */
export const StillLoading: Story = { args: { src: 'data:text/html,<p>Slow page</p>' } };
