import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { seriousViolations } from '../shell/axe-test-helper';
import * as stories from './presenter-viewport.stories';

const { MessageTones, Notification, Confirm, Loading } = composeStories(stories);

describe('presenter accessibility (axe)', () => {
  it('messages and notifications have no serious violations', async () => {
    render(
      <>
        <MessageTones />
        <Notification />
      </>,
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('the confirm dialog has no serious violations', async () => {
    render(<Confirm />);
    await screen.findByRole('alertdialog');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the loading overlay has no serious violations', async () => {
    render(<Loading />);
    expect(await seriousViolations()).toEqual([]);
  });
});
