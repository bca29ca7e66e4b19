import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect (sign-in lands only on same-origin paths)', () => {
  it.each([
    ['/system/user', '/system/user'],
    ['/system/user?pageNum=2#top', '/system/user?pageNum=2#top'],
    ['/index', '/index'],
  ])('keeps the relative path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    '',
    'system/user',
    '//evil.example/steal',
    '/\\evil.example',
    '/\tevil',
    'https://evil.example/',
    'javascript:alert(1)',
    '/login?redirect=%2Findex',
    '/register',
  ])('falls back to /index for %s', (value) => {
    expect(safeRedirect(value)).toBe('/index');
  });
});
