import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLanguageSource } from '../i18n/language-source';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { createLanguageStore, LOCALE_NAMES, MENU_LOCALES } from './language-store';

describe('language store (spec §4: language change stores the choice and reloads)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('§4 language change stores the choice and reloads', () => {
    const source = memoryLanguageSource('zh-CN');
    const reload = vi.fn();
    const store = createLanguageStore({ source, reload });
    expect(store.$locale.get()).toBe('zh-CN');
    store.change('en');
    expect(source.get()).toBe('en');
    expect(store.$locale.get()).toBe('en');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('choosing the current or an unsupported language neither stores nor reloads', () => {
    const source = memoryLanguageSource('en');
    const reload = vi.fn();
    const store = createLanguageStore({ source, reload });
    store.change('en');
    store.change('de' as never);
    expect(source.get()).toBe('en');
    expect(reload).not.toHaveBeenCalled();
  });

  it('§1 the language menu offers English and Chinese only, while fr is supported', () => {
    expect(MENU_LOCALES).toEqual(['zh-CN', 'en']);
    expect(MENU_LOCALES).not.toContain('fr');
    expect(SUPPORTED_LOCALES).toContain('fr');
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('§3 by default reads change-language (default zh-CN) and reloads the page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const store = createLanguageStore();
    expect(store.$locale.get()).toBe('zh-CN');
    store.change('fr');
    expect(localStorage.getItem('change-language')).toBe('fr');
    expect(reload).toHaveBeenCalledTimes(1);
    vi.stubGlobal('location', undefined);
    expect(() => createLanguageStore().change('en')).not.toThrow();
  });
});
