import { DEFAULT_LAYOUT_SETTINGS, LAYOUT_SETTINGS_KEY } from '@wcm/console-core';
import { describe, expect, it, vi } from 'vitest';

import { memoryShellSettings } from './memory-settings';

describe('shell settings', () => {
  it('start from the defaults: light mode, medium size, saved language', () => {
    const settings = memoryShellSettings({ locale: 'fr' });
    expect(settings.layout.$settings.get()).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(settings.$dark.get()).toBe(false);
    expect(settings.app.$app.get().size).toBe('medium');
    expect(settings.language.$locale.get()).toBe('fr');
  });

  it('save keeps the layout settings and the mode under layout-setting', () => {
    const settings = memoryShellSettings();
    settings.layout.change('theme', '#07C160');
    settings.layout.change('topNav', true);
    settings.setDark(true);
    expect(settings.storage.getJSON(LAYOUT_SETTINGS_KEY)).toBeNull();
    settings.save();
    expect(settings.storage.getJSON(LAYOUT_SETTINGS_KEY)).toMatchObject({
      theme: '#07C160',
      topNav: true,
      dark: true,
    });
  });

  it('read the saved mode and settings back at start', () => {
    const saved = { [LAYOUT_SETTINGS_KEY]: JSON.stringify({ theme: '#7c3aed', dark: true }) };
    const settings = memoryShellSettings({ saved });
    expect(settings.$dark.get()).toBe(true);
    expect(settings.layout.$settings.get().theme).toBe('#7c3aed');
  });

  it('a saved mode that is not true means light', () => {
    const saved = { [LAYOUT_SETTINGS_KEY]: JSON.stringify({ dark: 'yes' }) };
    expect(memoryShellSettings({ saved }).$dark.get()).toBe(false);
  });

  it('reset forgets the saved settings and returns mode and size to the defaults', () => {
    const settings = memoryShellSettings();
    settings.layout.change('tagsView', false);
    settings.setDark(true);
    settings.app.setSize('mini');
    settings.save();
    settings.reset();
    expect(settings.storage.getJSON(LAYOUT_SETTINGS_KEY)).toBeNull();
    expect(settings.layout.$settings.get()).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(settings.$dark.get()).toBe(false);
    expect(settings.app.$app.get().size).toBe('medium');
    expect(settings.cookies.get('size')).toBe('medium');
  });

  it('the size goes to the size cookie and the language reloads the page', () => {
    const reload = vi.fn();
    const settings = memoryShellSettings({ reload, locale: 'zh-CN' });
    settings.app.setSize('small');
    expect(settings.cookies.get('size')).toBe('small');
    settings.language.change('en');
    expect(settings.language.$locale.get()).toBe('en');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
