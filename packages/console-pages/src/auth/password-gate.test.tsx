import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordChangeGate } from './password-gate';
import { renderPage } from '../test/render';
import type { FakeServerOptions } from '../test/fake-server';

async function signedIn(options: FakeServerOptions, onSignOut = vi.fn()) {
  const setup = renderPage(<PasswordChangeGate onSignOut={onSignOut} />, options);
  await setup.console.session.login({ username: 'admin', password: 'admin123' });
  await setup.console.session.loadUserInfo();
  return setup;
}

describe('PasswordChangeGate (first sign-in and expired passwords)', () => {
  it('shows nothing when the session needs no new password', async () => {
    await signedIn({ captchaEnabled: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks the console until the new password is saved', async () => {
    const user = userEvent.setup();
    const { console, server } = await signedIn({ captchaEnabled: false, isDefaultModifyPwd: true });
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' });
    expect(dialog).toHaveAccessibleDescription(/initial password/);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // The rules are checked before anything is sent.
    await user.type(screen.getByLabelText(/Current password/), 'admin123');
    await user.type(screen.getByLabelText(/New password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The password must be 6 to 20 characters long')).toBeInTheDocument();
    expect(server.seen.some((r) => r.path.endsWith('/updatePwd'))).toBe(false);

    // The server's refusal keeps the dialog and the input.
    await user.clear(screen.getByLabelText(/New password/));
    await user.type(screen.getByLabelText(/New password/), 'admin123');
    await user.type(screen.getByLabelText(/Confirm new password/), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(server.seen.filter((r) => r.path.endsWith('/updatePwd'))).toHaveLength(1),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(console.session.$state.get().passwordPrompt).toBe('initial');

    await user.clear(screen.getByLabelText(/New password/));
    await user.type(screen.getByLabelText(/New password/), 'better-pass1');
    await user.clear(screen.getByLabelText(/Confirm new password/));
    await user.type(screen.getByLabelText(/Confirm new password/), 'better-pass1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(console.session.$state.get().passwordPrompt).toBeUndefined();
  });

  it('names an expired password and offers signing out instead', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    await signedIn({ captchaEnabled: false, isPasswordExpired: true }, onSignOut);
    await screen.findByRole('dialog', { name: 'Your password has expired' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
