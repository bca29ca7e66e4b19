import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { ConfirmDialog } from './confirm-dialog';
import { renderWithI18n } from './form/testing';

import * as stories from './confirm-dialog.stories';

const { Open, CustomLabels } = composeStories(stories);

describe('ConfirmDialog', () => {
  it("is titled 'System prompt' with Confirm and Cancel by default", () => {
    render(<Open />);
    const dialog = screen.getByRole('alertdialog', { name: 'System prompt' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this item?');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('cancel closes without confirming', async () => {
    const onConfirm = fn();
    const onCancel = fn();
    const onOpenChange = fn();
    render(<Open onConfirm={onConfirm} onCancel={onCancel} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('Escape cancels too', async () => {
    const onConfirm = fn();
    const onCancel = fn();
    render(<Open onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirm runs onConfirm and then closes', async () => {
    const onConfirm = fn();
    const onOpenChange = fn();
    render(<CustomLabels onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    expect(screen.getByRole('alertdialog', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('gives the focus back to the button that opened it', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete
          </button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            message="Sure?"
            onConfirm={() => undefined}
          />
        </>
      );
    }
    renderWithI18n(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });
});
