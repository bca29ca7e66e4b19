import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { expect } from 'vitest';

// Source (English) messages, as in Storybook: tests of the kit read the English text.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
i18n.activate('en');

function Wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Test-only: renders `ui` inside an English I18nProvider. */
export function renderWithI18n(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: Wrapper });
}

/** Test-only: `field` is marked invalid and described by its error `message`. */
export function expectInvalid(field: HTMLElement, message: string | RegExp) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
}
