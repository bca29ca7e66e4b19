import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAYOUT_SETTINGS_KEY, PREDEFINED_THEME_COLORS } from '@wcm/console-core';
import { describe, expect, it, vi } from 'vitest';

import { renderInConsole, seriousViolations } from '../shell/axe-test-helper';
import { memoryShellSettings } from './memory-settings';
import { SettingsDrawer } from './settings-drawer';
import * as stories from './settings-drawer.stories';

const { Open, DarkMode } = composeStories(stories);

function setup(options: Parameters<typeof memoryShellSettings>[0] = {}) {
  const settings = memoryShellSettings(options);
  const onOpenChange = vi.fn();
  renderInConsole(<SettingsDrawer open onOpenChange={onOpenChange} settings={settings} />);
  return { settings, onOpenChange, user: userEvent.setup() };
}

describe('SettingsDrawer', () => {
  it('is a dialog named "Layout settings" with the eight preset colours and a custom one', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Layout settings' });
    expect(within(dialog).getAllByRole('radio', { name: /^Colour #/ })).toHaveLength(8);
    expect(within(dialog).getByLabelText('Custom colour')).toHaveAttribute('type', 'color');
  });

  it('applies a preset colour and the switches at once, without saving', async () => {
    const { settings, user } = setup();
    const green = PREDEFINED_THEME_COLORS[1]!;
    await user.click(screen.getByRole('radio', { name: `Colour ${green}` }));
    expect(settings.layout.$settings.get().theme).toBe(green);
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(settings.$dark.get()).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Top menu' }));
    await user.click(screen.getByRole('switch', { name: 'Page tabs' }));
    expect(settings.layout.$settings.get()).toMatchObject({ topNav: true, tagsView: false });
    await user.selectOptions(screen.getByLabelText('Sidebar theme'), 'theme-light');
    expect(settings.layout.$settings.get().sideTheme).toBe('theme-light');
    await user.selectOptions(screen.getByLabelText('Size'), 'mini');
    expect(settings.app.$app.get().size).toBe('mini');
    expect(settings.storage.getJSON(LAYOUT_SETTINGS_KEY)).toBeNull();
  });

  it('save keeps the settings, closes the drawer and then switches the language', async () => {
    const reload = vi.fn();
    const { settings, onOpenChange, user } = setup({ reload, locale: 'zh-CN' });
    await user.click(screen.getByRole('switch', { name: 'Fixed header' }));
    await user.selectOptions(screen.getByLabelText('Language'), 'en');
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(settings.storage.getJSON(LAYOUT_SETTINGS_KEY)).toMatchObject({ fixedHeader: true });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(settings.language.$locale.get()).toBe('en');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reset returns to the defaults and forgets the saved settings', async () => {
    const { settings, user } = setup();
    await user.click(screen.getByRole('switch', { name: 'Sidebar logo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(settings.layout.$settings.get().sidebarLogo).toBe(true);
    expect(settings.storage.getJSON(LAYOUT_SETTINGS_KEY)).toBeNull();
  });

  it('has no serious accessibility violations, light or dark', async () => {
    render(<Open />);
    await screen.findByRole('dialog');
    expect(await seriousViolations()).toEqual([]);
  });

  it('dark story renders under the dark theme', async () => {
    render(<DarkMode />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('[data-slot="console-root"]')).not.toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });
});
