import type { Decorator } from '@storybook/react-vite';
import {
  createConsole,
  memoryLanguageSource,
  memoryTokenSource,
  type WcmConsole,
} from '@wcm/console-core';
import { useState, type ComponentType, type ReactNode } from 'react';

import { ConsoleProvider } from '../console/console-provider';
import { createUiPresenter } from '../presenter/create-ui-presenter';
import { ConsoleRoot } from '../root/console-root';

/** Stories only: a console with the kit's presenter (messages, loading overlay) and no server. */
export function StoryConsole({ children }: { children: ReactNode }) {
  const [kit] = useState((): { wcm: WcmConsole; Viewport: ComponentType } => {
    const ui = createUiPresenter();
    const wcm = createConsole({
      apiBase: '/prod-api',
      tokenSource: memoryTokenSource('story'),
      languageSource: memoryLanguageSource('en'),
      presenter: ui.presenter,
      fetch: () => Promise.reject(new Error('Stories have no server')),
    });
    return { wcm, Viewport: ui.Viewport };
  });
  return (
    <ConsoleProvider console={kit.wcm}>
      <ConsoleRoot style={{ padding: 24 }}>
        {children}
        <kit.Viewport />
      </ConsoleRoot>
    </ConsoleProvider>
  );
}

/** Storybook decorator wrapping a story in {@link StoryConsole}. */
export const withStoryConsole: Decorator = (Story) => (
  <StoryConsole>
    <Story />
  </StoryConsole>
);

/** Resolves after `ms` milliseconds, for fake uploads. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
