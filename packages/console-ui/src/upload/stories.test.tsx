import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import * as editorStories from '../editor/rich-text-editor.stories';
import * as cropStories from './crop-dialog.stories';
import * as fileStories from './file-upload.stories';
import * as imageStories from './image-upload.stories';

// Every story renders (with the story console and Lingui of the preview).
const all = {
  ...composeStories(fileStories),
  ...composeStories(imageStories),
  ...composeStories(cropStories),
};

describe('upload stories', () => {
  for (const [name, Story] of Object.entries(all)) {
    it(`${name} renders`, () => {
      const { container } = render(<Story />);
      expect(container.firstChild).not.toBeNull();
    });
  }

  it('the crop dialog story shows the frame and the reason', () => {
    const { Cover } = composeStories(cropStories);
    render(<Cover />);
    expect(screen.getByRole('dialog', { name: 'Crop image' })).toHaveTextContent('1:1.4');
  });
});

describe('editor stories', { timeout: 20_000 }, () => {
  for (const [name, Story] of Object.entries(composeStories(editorStories))) {
    it(`${name} renders`, async () => {
      const { container } = render(<Story />);
      await waitFor(
        () => expect(container.querySelector('[data-slate-editor="true"]')).not.toBeNull(),
        { timeout: 10_000 },
      );
    });
  }
});
