import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../../render-for-user.test-helper';
import * as stories from './dialog.stories';

const { Open, WithDescription, FailingSave, NoFooter, FromButton, CustomFooter, Blocking } =
  composeStories(stories);

describe('Dialog', () => {
  it('is a modal dialog named by its title with Cancel/Confirm and a Close button', () => {
    render(<Open />);
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    expect(dialog).toHaveTextContent('Body content');
    for (const name of ['Close', 'Cancel', 'Confirm']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('has a description and a width when given', () => {
    render(<WithDescription />);
    const dialog = screen.getByRole('dialog', { name: 'Edit user' });
    expect(dialog).toHaveAccessibleDescription('Changes apply at the next sign-in.');
    expect(dialog).toHaveStyle({ width: '640px' });
  });

  it('a blocking dialog has no × and ignores Escape until the footer answers it', async () => {
    const onOpenChange = fn();
    const { user } = renderForUser(<Blocking onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit user' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('Escape, × and Cancel cancel', async () => {
    const onCancel = fn();
    const onOpenChange = fn();
    const { user } = renderForUser(<Open onCancel={onCancel} onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('waits for an async confirm, busy meanwhile, then closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onOpenChange = fn();
    render(<Open onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('stays open when the save throws or returns false', async () => {
    const onOpenChange = fn();
    const { user, unmount } = renderForUser(<FailingSave onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(onOpenChange).not.toHaveBeenCalled();
    unmount();
    render(<Open onConfirm={() => false} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('traps focus and returns it to the opener; input survives a failed save', async () => {
    const { user } = renderForUser(
      <FromButton onConfirm={() => Promise.reject(new Error('no'))} />,
    );
    const opener = screen.getByRole('button', { name: 'Add user' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const field = screen.getByRole('textbox', { name: 'User name' });
    await user.type(field, 'amy');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(field).toHaveValue('amy');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('takes a custom footer or none', () => {
    const { unmount } = render(<CustomFooter />);
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    unmount();
    render(<NoFooter />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
