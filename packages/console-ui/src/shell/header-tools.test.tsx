import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';

import { renderForUser } from '../render-for-user.test-helper';
import { renderInConsole, seriousViolations } from './axe-test-helper';
import { FullscreenButton } from './fullscreen-button';
import * as stories from './header-tools.stories';

const { Default } = composeStories(stories);

// Renders the header tools with a spy on each menu's choice and opens the menu of `button`.
async function openMenu(button: 'Language' | 'Size') {
  const onLocale = fn();
  const onSize = fn();
  const { user } = renderForUser(<Default onLocale={onLocale} onSize={onSize} />);
  await user.click(screen.getByRole('button', { name: button }));
  return { user, onLocale, onSize };
}

describe('LanguageMenu', () => {
  it('offers zh-CN, en and fr named in their own language, the current one checked', async () => {
    const { user, onLocale } = await openMenu('Language');
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['✓简体中文', 'English', 'Français']);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    expect(items[1]).toHaveAttribute('lang', 'en');
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onLocale).toHaveBeenCalledExactlyOnceWith('en');
  });

  it('choosing the current language again does nothing', async () => {
    const { user, onLocale } = await openMenu('Language');
    await user.click(await screen.findByRole('menuitemradio', { name: /简体中文/ }));
    expect(onLocale).not.toHaveBeenCalled();
  });
});

describe('SizeMenu', () => {
  it('offers the four sizes and reports the choice', async () => {
    const { user, onSize } = await openMenu('Size');
    const items = await screen.findAllByRole('menuitemradio');
    expect(items).toHaveLength(4);
    expect(screen.getByRole('menuitemradio', { name: /Default/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Mini' }));
    expect(onSize).toHaveBeenCalledExactlyOnceWith('mini');
  });
});

describe('FullscreenButton', () => {
  it('says so when the browser has no full screen', async () => {
    const user = userEvent.setup();
    const onUnsupported = vi.fn();
    const doc = { ...fakeDocument(false) } as unknown as Document;
    renderInConsole(<FullscreenButton onUnsupported={onUnsupported} doc={doc} />);
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(onUnsupported).toHaveBeenCalledExactlyOnceWith(
      'Your browser does not support full screen',
    );
  });

  it('enters full screen and shows it as pressed, then leaves it', async () => {
    const user = userEvent.setup();
    const doc = fakeDocument(true);
    renderInConsole(<FullscreenButton onUnsupported={vi.fn()} doc={doc as unknown as Document} />);
    const button = screen.getByRole('button', { name: 'Full screen' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(doc.documentElement.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(doc.exitFullscreen).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

// A document whose Fullscreen API is supported or not, dispatching `fullscreenchange`.
function fakeDocument(supported: boolean) {
  const target = new EventTarget();
  const doc = {
    fullscreenEnabled: supported,
    fullscreenElement: null as Element | null,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    documentElement: {
      requestFullscreen: vi.fn(async () => {
        doc.fullscreenElement = document.body;
        target.dispatchEvent(new Event('fullscreenchange'));
      }),
    },
    exitFullscreen: vi.fn(async () => {
      doc.fullscreenElement = null;
      target.dispatchEvent(new Event('fullscreenchange'));
    }),
  };
  if (!supported) Object.assign(doc.documentElement, { requestFullscreen: undefined });
  return doc;
}
