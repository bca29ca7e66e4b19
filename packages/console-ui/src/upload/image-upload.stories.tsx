import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wcm/console-core';
import { fn } from 'storybook/test';

import { ImageUpload, type ImageUploadProps } from './image-upload';
import { delay, withStoryConsole } from './story-console';
import { useRecordedState } from '../story-state';

function Controlled(props: ImageUploadProps) {
  const [urls, setUrls] = useRecordedState(props.value, props.onChange);
  return <ImageUpload {...props} value={urls} onChange={setUrls} />;
}

// The story has no server: the picked file is shown from a local object URL.
const localUpload = async (file: File) => {
  await delay(500);
  return URL.createObjectURL(file);
};

function svg(width: number, height: number, label: string): string {
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#2563eb"/><text x="50%" y="50%" fill="#fff" font-size="20" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(body)}`;
}

const meta = {
  title: 'Upload/ImageUpload',
  component: Controlled,
  decorators: [withStoryConsole],
  args: { value: [], onChange: fn(), upload: localUpload },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Cover: Story = { args: { rule: 'cover-1.4', required: true } };

export const Filled: Story = { args: { value: [svg(300, 420, 'cover')] } };

export const Gallery: Story = {
  args: {
    limit: 5,
    maxSizeMb: 10,
    value: [svg(320, 180, '1'), svg(320, 180, '2'), svg(320, 180, '3')],
    rule: '16:9',
  },
};

export const Banner1920x800: Story = { args: { rule: '1920x800' } };

export const Strip1920x200: Story = { args: { rule: '1920x200' } };

export const Square: Story = { args: { rule: 'square' } };

export const SizeHint: Story = { args: { sizeHint: true } };

export const ServerRefuses: Story = {
  args: {
    upload: async () => {
      await delay(300);
      throw new ApiError(500, 'Image rejected by server');
    },
  },
};

export const Disabled: Story = {
  args: { value: [svg(300, 420, 'cover')], disabled: true, limit: 3 },
};
