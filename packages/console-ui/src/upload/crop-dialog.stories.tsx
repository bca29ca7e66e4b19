import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { CropDialog } from './crop-dialog';
import { SLOT_SHAPES } from './image-rules';
import { withStoryConsole } from './story-console';

// A gradient picture of the given size, as the dialog's `src` and `size` args.
function picture(width: number, height: number) {
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(body)}`, size: { width, height } };
}

const meta = {
  title: 'Upload/CropDialog',
  component: CropDialog,
  decorators: [withStoryConsole],
  args: {
    ...picture(1000, 1000),
    shape: SLOT_SHAPES['cover-1.4'],
    reason: 'Image aspect ratio must be 1:1.4. Current ratio is 1.00.',
    onCrop: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof CropDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = {};

export const Wide16x9: Story = {
  args: {
    shape: SLOT_SHAPES['16:9'],
    reason: 'Image aspect ratio must be 16:9. Current ratio is 1.00.',
  },
};

export const Banner1920x800: Story = {
  args: {
    ...picture(2400, 1600),
    shape: SLOT_SHAPES['1920x800'],
    reason: 'Image size must be exactly 1920x800 pixels. Current size is 2400x1600.',
  },
};

export const Square: Story = {
  args: {
    ...picture(1200, 600),
    shape: SLOT_SHAPES.square,
    reason: 'Only square images (1:1) can be uploaded',
  },
};
