import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import * as stories from './presenter-viewport.stories';

const { MessageTones, Notification, Confirm, Loading } = composeStories(stories);

// Colour contrast needs layout, which happy-dom does not do; the e2e run checks it in a browser.
// Radix's focus guards are invisible tabbable sentinels that bounce focus back into the dialog
// on purpose; axe flags them as focusable inside aria-hidden, so they are left out.
async function seriousViolations(): Promise<string[]> {
  const context = { include: [document.body], exclude: [['[data-radix-focus-guard]']] };
  const result = await axe.run(context as axe.ElementContext, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('presenter accessibility (axe)', () => {
  it('messages and notifications have no serious violations', async () => {
    render(
      <>
        <MessageTones />
        <Notification />
      </>,
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('the confirm dialog has no serious violations', async () => {
    render(<Confirm />);
    await screen.findByRole('alertdialog');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the loading overlay has no serious violations', async () => {
    render(<Loading />);
    expect(await seriousViolations()).toEqual([]);
  });
});
