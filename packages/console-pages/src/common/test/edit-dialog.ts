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

/**
 * Confirms an edit dialog as {@link confirmEdit} does, waits for the page to load `listPath` once
 * more (the list reloads after a save) and returns the body of the PUT.
 */
export async function confirmEditAndReload(
  dialog: HTMLElement,
  server: { seen: FakeRequest[] },
  presenter: SilentPresenter,
  listPath: string,
): Promise<unknown> {
  const loads = () => server.seen.filter((r) => r.path === listPath).length;
  const before = loads();
  const sent = await confirmEdit(dialog, server, presenter);
  await waitFor(() => expect(loads()).toBe(before + 1));
  return sent;
}

/**
 * Waits for the list to show `rowText`, clicks the row's edit button (named `button`) and returns
 * the edit dialog titled `title`.
 */
export async function openEditDialog(
  rowText: string,
  title: string,
  button: string | RegExp = /^Edit/,
): Promise<HTMLElement> {
  const row = (await screen.findByText(rowText)).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

/** Clicks Add once the page shows it and returns the add dialog titled `title`. */
export async function clickAdd(title: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
  return screen.findByRole('dialog', { name: title });
}

/** Waits for the list to show `rowText`, clicks Add and returns the add dialog titled `title`. */
export async function openAddDialog(rowText: string, title: string): Promise<HTMLElement> {
  await screen.findByText(rowText);
  return clickAdd(title);
}

/** Confirms `dialog` as it is and expects each of `errors` in it (the dialog stays open). */
export async function expectRefused(dialog: HTMLElement, errors: readonly string[]) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  for (const error of errors) expect(within(dialog).getByText(error)).toBeInTheDocument();
}
