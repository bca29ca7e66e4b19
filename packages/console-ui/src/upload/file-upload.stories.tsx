import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, LIBRARY_FORBIDDEN_TYPES } from '@wcm/console-core';
import { fn } from 'storybook/test';

import { FileUpload, type FileUploadProps } from './file-upload';
import { delay, withStoryConsole } from './story-console';
import type { FileUploader, UploadedFile } from './types';
import { useRecordedState } from '../story-state';

function Controlled(props: FileUploadProps) {
  const [files, setFiles] = useRecordedState(props.value, props.onChange);
  return (
    <div style={{ maxWidth: 480 }}>
      <FileUpload {...props} value={files} onChange={setFiles} />
    </div>
  );
}

// Reports progress in steps, then answers like /common/upload.
const slowUpload: FileUploader = async (file, onProgress) => {
  for (const percent of [10, 35, 60, 85]) {
    await delay(300);
    onProgress(percent);
  }
  await delay(300);
  return { name: file.name, url: `/prod-api/profile/upload/${encodeURIComponent(file.name)}` };
};

const meta = {
  title: 'Upload/FileUpload',
  component: Controlled,
  decorators: [withStoryConsole],
  args: { value: [], onChange: fn(), upload: slowUpload },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

const uploaded: UploadedFile[] = [
  { name: 'price-list.pdf', url: '/prod-api/profile/upload/price-list.pdf' },
  { name: 'catalogue.doc', url: '/prod-api/profile/upload/catalogue.doc' },
];

export const Empty: Story = {};

export const WithFiles: Story = { args: { value: uploaded } };

export const Full: Story = { args: { value: uploaded, limit: 2 } };

export const ServerRefuses: Story = {
  args: {
    upload: async () => {
      await delay(300);
      throw new ApiError(500, 'File type not allowed');
    },
  },
};

export const TransferFails: Story = {
  args: {
    upload: async () => {
      await delay(300);
      throw new TypeError('Failed to fetch');
    },
  },
};

export const Library: Story = {
  args: { accept: [], forbidden: LIBRARY_FORBIDDEN_TYPES, maxSizeMb: 10, limit: 10 },
};

export const Disabled: Story = { args: { value: uploaded, disabled: true } };
