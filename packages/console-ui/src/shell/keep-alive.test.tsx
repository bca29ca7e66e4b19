import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../render-for-user.test-helper';
import { seriousViolations } from './axe-test-helper';
import * as stories from './keep-alive.stories';

const { Tabs } = composeStories(stories);

// Clicks the buttons named `names`, one after the other.
async function clickButtons(user: UserEvent, ...names: string[]) {
  for (const name of names) await user.click(screen.getByRole('button', { name }));
}

describe('KeepAlive', () => {
  it('keeps the state of cacheable pages while another tab is shown', async () => {
    const { user } = renderForUser(<Tabs />);
    await user.click(screen.getByRole('button', { name: 'A count 0' }));
    await user.type(screen.getByLabelText('A note'), 'draft');
    await user.click(screen.getByRole('button', { name: 'B' }));
    expect(screen.queryByRole('button', { name: /^A count/ })).toBeNull(); // hidden
    await clickButtons(user, 'B count 0', 'A');
    expect(screen.getByRole('button', { name: 'A count 1' })).toBeVisible();
    expect(screen.getByLabelText('A note')).toHaveValue('draft');
    await user.click(screen.getByRole('button', { name: 'B' }));
    expect(screen.getByRole('button', { name: 'B count 1' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('does not keep pages that may not be cached', async () => {
    const { user } = renderForUser(<Tabs />);
    await clickButtons(user, 'C', 'C count 0', 'A', 'C');
    expect(screen.getByRole('button', { name: 'C count 0' })).toBeInTheDocument();
  });

  it('closing a tab drops its state', async () => {
    const { user } = renderForUser(<Tabs />);
    await clickButtons(user, 'A count 0', 'B', 'Close A', 'Reopen A', 'A');
    expect(screen.getByRole('button', { name: 'A count 0' })).toBeInTheDocument();
  });
});
