import { afterEach, describe, expect, it } from 'vitest';
import { cookieTokenSource, memoryTokenSource } from './token-source';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

describe('cookie token source (spec §3: the token is kept in a cookie named Admin-Token)', () => {
  afterEach(clearCookies);

  it('§3 stores the token in the Admin-Token cookie and reads it back', () => {
    const source = cookieTokenSource();
    expect(source.get()).toBeUndefined();
    source.set('abc.def-123');
    expect(document.cookie).toContain('Admin-Token=abc.def-123');
    expect(source.get()).toBe('abc.def-123');
    // A second source (e.g. after a reload) sees the same cookie.
    expect(cookieTokenSource().get()).toBe('abc.def-123');
  });

  it('encodes characters that are not allowed in a cookie value', () => {
    const source = cookieTokenSource();
    source.set('a b;c=d');
    expect(source.get()).toBe('a b;c=d');
  });

  it('does not confuse cookies whose names share a prefix', () => {
    document.cookie = 'Admin-Token-Old=stale; path=/';
    document.cookie = 'X-Admin-Token=other; path=/';
    const source = cookieTokenSource();
    expect(source.get()).toBeUndefined();
    source.set('fresh');
    expect(source.get()).toBe('fresh');
  });

  it('remove() deletes the cookie', () => {
    const source = cookieTokenSource();
    source.set('abc');
    source.remove();
    expect(source.get()).toBeUndefined();
    expect(document.cookie).not.toContain('Admin-Token=');
  });

  it('a custom cookie name keeps consoles apart', () => {
    const portal = cookieTokenSource('Portal-Token');
    portal.set('p');
    expect(cookieTokenSource().get()).toBeUndefined();
    expect(portal.get()).toBe('p');
  });
});

describe('memory token source', () => {
  it('holds, replaces and removes a token without touching cookies', () => {
    const source = memoryTokenSource('first');
    expect(source.get()).toBe('first');
    source.set('second');
    expect(source.get()).toBe('second');
    source.remove();
    expect(source.get()).toBeUndefined();
    expect(document.cookie).not.toContain('Admin-Token');
  });
});
