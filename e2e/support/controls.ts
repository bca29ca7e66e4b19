import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { nextAnswer } from './responses.ts';

/**
 * An option of the open kit Select's listbox, by its accessible name. The listbox of a Select
 * opened inside a modal dialog is left out of the accessibility tree (reported to the kit's
 * authors), so its options are found with includeHidden.
 */
export const listOption = (page: Page, name: RegExp | string): Locator =>
  page.locator('[role="listbox"]').getByRole('option', { name, includeHidden: true });

/** Opens the kit Select named `field` inside `scope` and picks `option`. */
export async function chooseOption(
  page: Page,
  scope: Locator,
  field: RegExp,
  option: RegExp | string,
): Promise<void> {
  await scope.getByRole('combobox', { name: field }).click();
  await listOption(page, option).click();
}

/**
 * Presses the dialog's confirm button, checks that the server accepted the save (`method` at
 * `path`, see {@link nextAnswer}) and waits until the dialog has closed.
 */
export async function saveDialog(
  page: Page,
  box: Locator,
  confirm: RegExp,
  method: string,
  path: string | RegExp,
): Promise<void> {
  const saved = nextAnswer(page, method, path);
  await box.getByRole('button', { name: confirm }).click();
  const answer = await saved;
  assert.equal(answer.code, 200, answer.msg);
  await box.waitFor({ state: 'detached' });
}
