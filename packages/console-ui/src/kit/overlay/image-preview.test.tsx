import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../../render-for-user.test-helper';
import * as stories from './image-preview.stories';

const { Group, Single } = composeStories(stories);

describe('ImagePreview', () => {
  it('renders a button per thumbnail named after its image', () => {
    render(<Group />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Preview Home page banner',
      'Preview Product cover',
      'Preview Product detail',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens the lightbox on the clicked image and moves with the arrow keys', async () => {
    const { user } = renderForUser(<Group />);
    const opener = screen.getByRole('button', { name: 'Preview Product cover' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Product cover' });
    expect(dialog).toHaveAccessibleDescription('Image 2 of 3');
    expect(screen.getByRole('img', { name: 'Product cover' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Product detail' })).toHaveAccessibleDescription(
      'Image 3 of 3',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Home page banner' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Product detail' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('dialog', { name: 'Product cover' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no previous/next buttons for a single image', async () => {
    const { user } = renderForUser(<Single />);
    await user.click(screen.getByRole('button', { name: 'Preview Home page banner' }));
    await screen.findByRole('dialog', { name: 'Home page banner' });
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
