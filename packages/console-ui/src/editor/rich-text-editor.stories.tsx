import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wcm/console-core';
import { fn } from 'storybook/test';

import { LazyRichTextEditor } from '../editor-lazy/lazy-rich-text-editor';
import { delay, withStoryConsole } from '../upload/story-console';
import { HTML_CORPUS } from './html-corpus';
import type { RichTextEditorProps } from '../editor-lazy/rich-text-editor-props';
import { RichTextEditor } from './rich-text-editor';
import { useRecordedState } from '../story-state';

// Keeps the value in state so the story is editable; the HTML written is shown below.
function Controlled(props: RichTextEditorProps & { lazy?: boolean }) {
  const { lazy, ...rest } = props;
  const [html, setHtml] = useRecordedState(props.value, props.onChange);
  const Editor = lazy ? LazyRichTextEditor : RichTextEditor;
  return (
    <div>
      <Editor {...rest} value={html} onChange={setHtml} />
      <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{html}</pre>
    </div>
  );
}

// Stands in for the uploaded image's address.
const PIXEL = 'https://dummyimage.com/320x120/2563eb/ffffff.png&text=uploaded';

const meta = {
  title: 'Editor/RichTextEditor',
  component: Controlled,
  decorators: [withStoryConsole],
  args: {
    value: '',
    onChange: fn(),
    variant: 'full',
    height: 420,
    placeholder: 'Write the article...',
    'aria-label': 'Article content',
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const AllFormats: Story = {
  args: { value: Object.values(HTML_CORPUS).join(''), height: 600 },
};

export const WithImageUpload: Story = {
  args: {
    value: '<p>Pick a JPG, PNG or GIF of at most 200 KB.</p>',
    uploadImage: async () => {
      await delay(800);
      return PIXEL;
    },
  },
};

export const UploadFails: Story = {
  args: {
    value: '<p>Every upload fails with the server message.</p>',
    uploadImage: async () => {
      await delay(400);
      throw new ApiError(500, 'Storage is not available');
    },
  },
};

export const Restricted: Story = {
  args: {
    variant: 'restricted',
    height: 200,
    value: 'Short <strong>summary</strong> with a <a href="https://example.com">link</a>',
    'aria-label': 'Summary',
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, value: HTML_CORPUS['table'] ?? '' },
};

export const LoadedLazily: Story = {
  args: { lazy: true, value: '<p>Loaded through React.lazy</p>' },
};
