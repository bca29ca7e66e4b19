import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/memory-storage';
import { createStorageHelper } from '../storage/storage-helper';
import {
  createLayoutSettingsStore,
  DEFAULT_LAYOUT_SETTINGS,
  DEFAULT_THEME_COLOR,
  documentTitle,
  LAYOUT_SETTINGS_KEY,
  PREDEFINED_THEME_COLORS,
} from './layout-settings-store';

function setup(saved?: string) {
  const raw = memoryStorage();
  if (saved !== undefined) raw.setItem('layout-setting', saved);
  const storage = createStorageHelper(raw);
  return { raw, store: createLayoutSettingsStore({ storage }) };
}

describe('layout settings store (spec §3, layout settings under layout-setting)', () => {
  it('§3 defaults: tags view on, sidebar logo on, fixed header off, top nav off, dynamic title off, dark side theme', () => {
    const { store } = setup();
    expect(store.$settings.get()).toEqual({
      theme: DEFAULT_THEME_COLOR,
      sideTheme: 'theme-dark',
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
    });
  });

  it('§9 default theme is blue with eight predefined colours, #07C160 among them', () => {
    expect(DEFAULT_THEME_COLOR).toBe('#2563eb');
    expect(PREDEFINED_THEME_COLORS).toHaveLength(8);
    expect(new Set(PREDEFINED_THEME_COLORS).size).toBe(8);
    expect(PREDEFINED_THEME_COLORS).toContain('#07C160');
    expect(PREDEFINED_THEME_COLORS[0]).toBe(DEFAULT_THEME_COLOR);
  });

  it('§3 saved settings are kept in local storage under layout-setting and read back', () => {
    const { raw, store } = setup();
    store.change('topNav', true);
    store.change('theme', '#07C160');
    expect(raw.getItem(LAYOUT_SETTINGS_KEY)).toBeNull();
    store.save();
    const saved = JSON.parse(raw.getItem(LAYOUT_SETTINGS_KEY) ?? '{}') as Record<string, unknown>;
    expect(saved).toMatchObject({ topNav: true, theme: '#07C160' });
    const reloaded = createLayoutSettingsStore({ storage: createStorageHelper(raw) });
    expect(reloaded.$settings.get()).toMatchObject({ topNav: true, theme: '#07C160' });
  });

  it('reset removes the saved key and returns to the defaults', () => {
    const { raw, store } = setup(JSON.stringify({ tagsView: false, sideTheme: 'theme-light' }));
    expect(store.$settings.get()).toMatchObject({ tagsView: false, sideTheme: 'theme-light' });
    store.reset();
    expect(raw.getItem(LAYOUT_SETTINGS_KEY)).toBeNull();
    expect(store.$settings.get()).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('invalid or unknown saved values fall back to the defaults', () => {
    const { store } = setup(
      JSON.stringify({
        theme: 'red;}',
        sideTheme: 'neon',
        tagsView: 'yes',
        fixedHeader: true,
        x: 1,
      }),
    );
    expect(store.$settings.get()).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, fixedHeader: true });
    expect(setup('not json').store.$settings.get()).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(setup('42').store.$settings.get()).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('change ignores values of the wrong kind', () => {
    const { store } = setup();
    store.change('theme', 'url(javascript:1)');
    store.change('sideTheme', 'purple' as never);
    store.change('dynamicTitle', 'on' as never);
    expect(store.$settings.get()).toEqual(DEFAULT_LAYOUT_SETTINGS);
    store.change('sideTheme', 'theme-light');
    store.change('theme', '#abc');
    expect(store.$settings.get()).toMatchObject({ sideTheme: 'theme-light', theme: '#abc' });
  });

  it('uses localStorage when no storage is injected', () => {
    localStorage.setItem('layout-setting', JSON.stringify({ topNav: true }));
    try {
      expect(createLayoutSettingsStore().$settings.get().topNav).toBe(true);
    } finally {
      localStorage.clear();
    }
  });

  it('two consoles on one page do not share settings', () => {
    const a = setup().store;
    const b = setup().store;
    a.change('topNav', true);
    expect(b.$settings.get().topNav).toBe(false);
  });

  it("§2 page title is '{title} - {product name}' when dynamic title is on", () => {
    expect(documentTitle('Users', '品牌官网管理后台', true)).toBe('Users - 品牌官网管理后台');
    expect(documentTitle('Users', '品牌官网管理后台', false)).toBe('品牌官网管理后台');
    expect(documentTitle(undefined, '品牌官网管理后台', true)).toBe('品牌官网管理后台');
  });
});
