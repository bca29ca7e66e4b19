import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import * as stories from './progress-bar.stories';

const { Running, Idle } = composeStories(stories);

describe('ProgressBar', () => {
  it('shows a labelled progress bar while active', () => {
    render(<Running />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('renders nothing when idle from the start', () => {
    const { container } = render(<Idle />);
    expect(container.querySelector('[data-slot="progress-bar"]')).toBeNull();
  });

  it('finishes when navigation ends: no longer announced as progress', () => {
    const { rerender } = render(<Running />);
    rerender(<Running active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
