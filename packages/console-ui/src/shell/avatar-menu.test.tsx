import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../render-for-user.test-helper';
import * as stories from './avatar-menu.stories';

const { Initials, WithoutProfile } = composeStories(stories);

async function chooseSignOut(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Admin' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
  return screen.findByRole('alertdialog', { name: 'System prompt' });
}

describe('AvatarMenu', () => {
  it('offers the personal centre and sign out', async () => {
    const onOpenProfile = fn();
    const { user } = renderForUser(<Initials onOpenProfile={onOpenProfile} />);
    await user.click(screen.getByRole('button', { name: 'Admin' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Personal centre',
      'Sign out',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Personal centre' }));
    expect(onOpenProfile).toHaveBeenCalledTimes(1);
  });

  it('omits the personal centre when there is no handler', async () => {
    const { user } = renderForUser(<WithoutProfile />);
    await user.click(screen.getByRole('button', { name: 'Admin' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Sign out']);
  });

  it('does not sign out when the confirmation is cancelled', async () => {
    const onSignOut = fn();
    const { user } = renderForUser(<Initials onSignOut={onSignOut} />);
    const dialog = await chooseSignOut(user);
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to sign out and leave the system?',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('signs out once the user confirms', async () => {
    const onSignOut = fn();
    const { user } = renderForUser(<Initials onSignOut={onSignOut} />);
    await chooseSignOut(user);
    expect(onSignOut).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('works from the keyboard', async () => {
    const onSignOut = fn();
    const { user } = renderForUser(<WithoutProfile onSignOut={onSignOut} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Admin' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'System prompt' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
