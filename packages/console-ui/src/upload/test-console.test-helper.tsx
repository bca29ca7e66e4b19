import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, screen } from '@testing-library/react';
import {
  createConsole,
  memoryLanguageSource,
  memoryTokenSource,
  silentPresenter,
  type SilentPresenter,
  type WcmConsole,
} from '@wcm/console-core';
import type { ReactNode } from 'react';
import { expect } from 'vitest';

import { ConsoleProvider } from '../console/console-provider';

/** A console whose presenter records what it was asked to show, and a transport you pass. */
export function makeTestConsole(fetchImpl?: typeof fetch): {
  wcm: WcmConsole;
  presenter: SilentPresenter;
} {
  const presenter = silentPresenter();
  const wcm = createConsole({
    apiBase: '/prod-api',
    tokenSource: memoryTokenSource('test-token'),
    languageSource: memoryLanguageSource('en'),
    presenter,
    fetch: fetchImpl ?? (() => Promise.reject(new Error('no network in this test'))),
  });
  return { wcm, presenter };
}

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
i18n.activate('en');

/** Wraps `ui` in Lingui (English source texts) and the console's provider. */
export function withConsole(ui: ReactNode, wcm: WcmConsole): ReactNode {
  return (
    <I18nProvider i18n={i18n}>
      <ConsoleProvider console={wcm}>{ui}</ConsoleProvider>
    </I18nProvider>
  );
}

/** Texts of the error messages the presenter was asked to show. */
export function shownErrors(presenter: SilentPresenter): string[] {
  return presenter.calls.flatMap((c) =>
    (c.kind === 'message' || c.kind === 'notify') && c.options.type === 'error'
      ? [c.options.text]
      : [],
  );
}

/** The error `message` is shown on the page (as an alert) and through the presenter, alone. */
export async function expectShownError(presenter: SilentPresenter, message: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(shownErrors(presenter)).toEqual([message]);
}

/** Refused before sending: the error `message` is shown (as above) and `send` was never called. */
export async function expectRefused(presenter: SilentPresenter, message: string, send: unknown) {
  await expectShownError(presenter, message);
  expect(send).not.toHaveBeenCalled();
}

/** A failed upload: its error `message` shown, the loading overlay closed, the value unchanged. */
export async function expectUploadFailed(
  presenter: SilentPresenter,
  message: string,
  onChange: unknown,
) {
  await expectShownError(presenter, message);
  expect(presenter.calls.find((c) => c.kind === 'loading')).toMatchObject({ closed: true });
  expect(onChange).not.toHaveBeenCalled();
}

/** Picks `files` in an upload's file input, as the browser's file dialog would. */
export function pickFiles(...files: File[]) {
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
}

/** A `File` of `size` bytes (content does not matter to the validators). */
export function makeFile(name: string, size: number, type = ''): File {
  return new File([new Uint8Array(size)], name, { type });
}
