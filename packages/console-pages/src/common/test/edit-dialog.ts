import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SilentPresenter } from '@wcm/console-core';
import { expect } from 'vitest';
import { messages, type FakeRequest, sentBody } from './area-fake';

/**
 * Confirms an edit dialog, waits for "Saved successfully" and returns the body of the PUT the
 * page sent (`server` and `presenter` as {@link renderArea} returns them).
 */
export async function confirmEdit(
  dialog: HTMLElement,
  server: { seen: FakeRequest[] },
  presenter: SilentPresenter,
): Promise<unknown> {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(messages(presenter)).toContain('Saved successfully'));
  return sentBody(server.seen, 'PUT');
}

/** Waits for the list to show `rowText`, clicks Add and returns the add dialog titled `title`. */
export async function openAddDialog(rowText: string, title: string): Promise<HTMLElement> {
  await screen.findByText(rowText);
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  return screen.findByRole('dialog', { name: title });
}

/** Confirms `dialog` as it is and expects each of `errors` in it (the dialog stays open). */
export async function expectRefused(dialog: HTMLElement, errors: readonly string[]) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  for (const error of errors) expect(within(dialog).getByText(error)).toBeInTheDocument();
}
