import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, createStorageHelper, localCache, sessionCache } from './storage-helper';

function throwingStorage(): Storage {
  const fail = () => {
    throw new Error('SecurityError');
  };
  return {
    length: 0,
    clear: fail,
    getItem: fail,
    key: fail,
    removeItem: fail,
    setItem: fail,
  };
}

describe('storage helpers (spec §3: session and local storage with get, set, remove and JSON variants)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('§3 get, set and remove a string', () => {
    const cache = createStorageHelper(localStorage);
    expect(cache.get('k')).toBeNull();
    cache.set('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(cache.get('k')).toBe('v');
    cache.remove('k');
    expect(cache.get('k')).toBeNull();
  });

  it('§3 JSON variants round-trip objects', () => {
    const cache = createStorageHelper(sessionStorage);
    cache.setJSON('obj', { a: 1, list: ['x'] });
    expect(sessionStorage.getItem('obj')).toBe('{"a":1,"list":["x"]}');
    expect(cache.getJSON<{ a: number }>('obj')).toEqual({ a: 1, list: ['x'] });
  });

  it('invalid JSON reads as null', () => {
    localStorage.setItem('bad', '{not json');
    expect(createStorageHelper(localStorage).getJSON('bad')).toBeNull();
    expect(createStorageHelper(localStorage).getJSON('missing')).toBeNull();
  });

  it('values JSON cannot represent are not stored', () => {
    const cache = createStorageHelper(localStorage);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    cache.setJSON('cyclic', cyclic);
    cache.setJSON('undef', undefined);
    expect(localStorage.length).toBe(0);
  });

  it('absent storage reads null and ignores writes', () => {
    const cache = createStorageHelper(undefined);
    cache.set('k', 'v');
    cache.setJSON('j', 1);
    cache.remove('k');
    expect(cache.get('k')).toBeNull();
    expect(cache.getJSON('j')).toBeNull();
  });

  it('storage that throws (privacy mode, quota) never breaks the console', () => {
    const cache = createStorageHelper(throwingStorage());
    expect(() => {
      cache.set('k', 'v');
      cache.setJSON('k', { a: 1 });
      cache.remove('k');
    }).not.toThrow();
    expect(cache.get('k')).toBeNull();
  });

  it('localCache and sessionCache use the browser storages', () => {
    localCache().set('l', '1');
    sessionCache().set('s', '2');
    expect(localStorage.getItem('l')).toBe('1');
    expect(sessionStorage.getItem('s')).toBe('2');
    expect(browserStorage('local')).toBe(localStorage);
    expect(browserStorage('session')).toBe(sessionStorage);
  });

  it('browserStorage is undefined where storage is missing or access throws', () => {
    vi.stubGlobal('localStorage', undefined);
    vi.stubGlobal('sessionStorage', undefined);
    expect(browserStorage('local')).toBeUndefined();
    expect(browserStorage('session')).toBeUndefined();
    vi.unstubAllGlobals();
    const original = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    try {
      expect(browserStorage('session')).toBeUndefined();
    } finally {
      if (original) Object.defineProperty(globalThis, 'sessionStorage', original);
    }
  });
});
