import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';

describe('memory storage', () => {
  it('behaves like Web Storage: strings, keys, length, clear', () => {
    const storage = memoryStorage({ a: '1' });
    storage.setItem('b', 2 as unknown as string);
    expect(storage.getItem('b')).toBe('2');
    expect(storage.length).toBe(2);
    expect(storage.key(0)).toBe('a');
    expect(storage.key(5)).toBeNull();
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });
});
