import type { Meta, StoryObj } from '@storybook/react-vite';

import { ImagePreview, type PreviewImage } from './image-preview';

// Inline SVGs so the stories and tests need no network.
const swatch = (color: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${color}"/><text x="40" y="220" font-size="64" fill="#fff">${label}</text></svg>`,
  )}`;

export const sampleImages: PreviewImage[] = [
  { src: swatch('#2563eb', 'Banner'), alt: 'Home page banner' },
  { src: swatch('#16a34a', 'Cover'), alt: 'Product cover' },
  { src: swatch('#b42318', 'Detail'), alt: 'Product detail' },
];

const meta = {
  title: 'Kit/Overlay/ImagePreview',
  component: ImagePreview,
  args: { images: sampleImages },
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a thumbnail; ←/→ move through the group, Escape closes. */
export const Group: Story = {};

export const Single: Story = { args: { images: sampleImages.slice(0, 1), thumbnailSize: 120 } };

export const Empty: Story = { args: { images: [] } };
