import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionExpiredDialog } from './session-expired-dialog';
import { renderPage } from '../test/render';

describe('SessionExpiredDialog', () => {
  it('asks to log in again with the spec texts and runs the confirm action', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderPage(<SessionExpiredDialog onConfirm={onConfirm} onClose={onClose} />);

    const dialog = await screen.findByRole('alertdialog', { name: 'System Notification' });
    expect(dialog).toHaveTextContent('Login status has expired');
    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes without the action on Cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderPage(<SessionExpiredDialog onConfirm={onConfirm} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
