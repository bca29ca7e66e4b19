import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLanguageSource, storageLanguageSource } from './language-source';
import { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES } from './locales';

describe('language source (spec §3: choice stored under change-language, default zh-CN)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('§9 supported languages are zh-CN, en and fr; the default is zh-CN', () => {
    expect(SUPPORTED_LOCALES).toEqual(['zh-CN', 'en', 'fr']);
    expect(DEFAULT_LOCALE).toBe('zh-CN');
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('de')).toBe(false);
  });

  it('§3 defaults to zh-CN and stores the choice under change-language', () => {
    const source = storageLanguageSource();
    expect(source.get()).toBe('zh-CN');
    source.set('en');
    expect(localStorage.getItem('change-language')).toBe('en');
    expect(storageLanguageSource().get()).toBe('en');
  });

  it('an unknown stored value falls back to the default', () => {
    localStorage.setItem('change-language', 'klingon');
    expect(storageLanguageSource().get()).toBe('zh-CN');
  });

  it('keeps working when storage throws (privacy mode, sandboxed frame)', () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    vi.stubGlobal('localStorage', broken);
    const source = storageLanguageSource();
    expect(() => source.set('fr')).not.toThrow();
    expect(source.get()).toBe('zh-CN');
  });

  it('memory source holds the locale it was given', () => {
    const source = memoryLanguageSource('fr');
    expect(source.get()).toBe('fr');
    source.set('en');
    expect(source.get()).toBe('en');
  });
});
