import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { seriousViolations } from './axe-test-helper';
import * as stories from './iframe-page.stories';

const { Default } = composeStories(stories);

describe('IframePage', () => {
  it('shows "Loading page, please wait" until the frame has loaded', async () => {
    const { rerender } = render(<Default src="about:blank#a" />);
    const frame = screen.getByTitle('Documentation');
    expect(frame).toHaveAttribute('src', 'about:blank#a');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page, please wait');
    expect(await seriousViolations()).toEqual([]);

    fireEvent.load(frame);
    expect(screen.queryByRole('status')).toBeNull();

    // Another address shows the mask again until it loads.
    rerender(<Default src="about:blank#b" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.load(screen.getByTitle('Documentation'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
