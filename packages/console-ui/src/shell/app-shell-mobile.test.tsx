import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { fn } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { renderForUser } from '../render-for-user.test-helper';
import * as stories from './app-shell.stories';

const { Default } = composeStories(stories);

// happy-dom evaluates media queries against its viewport, so a narrow one is a real mobile case.
const viewport = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 800 });

describe('AppShell below 992 px', () => {
  beforeEach(() => viewport(800));
  afterEach(() => viewport(1024));

  it('hides the menu until the hamburger opens it as a drawer', async () => {
    const { user } = renderForUser(<Default />);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(await screen.findByRole('dialog', { name: 'Navigation menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    // The desktop preference is untouched by the drawer.
    expect(document.cookie).not.toMatch(/sidebarStatus/);
  });

  it('closes the drawer after navigating', async () => {
    const onNavigate = fn();
    const { user } = renderForUser(<Default onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    await user.click(await screen.findByRole('link', { name: 'Roles' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/system/role');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Navigation menu' })).not.toBeInTheDocument(),
    );
  });
});
