import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';

import { ConsoleRoot } from '../root/console-root';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
i18n.activate('en');

/** Renders inside an English I18nProvider and a console root, as the shell does. */
export function renderInConsole(ui: ReactNode): RenderResult {
  return render(
    <I18nProvider i18n={i18n}>
      <ConsoleRoot>{ui}</ConsoleRoot>
    </I18nProvider>,
  );
}

/**
 * Serious and critical axe violations in the document, for tests. Colour contrast needs layout,
 * which happy-dom does not do (the e2e run checks it). Radix focus guards, and what a modal
 * marks `data-aria-hidden` behind itself (inert while the modal traps focus), are left out, and
 * so are the insides of frames (the frame element itself is checked).
 */
export async function seriousViolations(): Promise<string[]> {
  const context = {
    include: [document.body],
    exclude: [['[data-radix-focus-guard]'], ['[data-aria-hidden]']],
  };
  const result = await axe.run(context as axe.ElementContext, {
    rules: { 'color-contrast': { enabled: false } },
    // happy-dom frames have no window to scan; axe would log each frame element in full.
    iframes: false,
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.html).join(' | ')}`);
}
