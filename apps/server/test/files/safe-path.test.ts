import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRelativePath, isWithin, resolveInside } from '../../src/files/safe-path';
import { testTempDir } from '../helper';

describe('checkRelativePath', () => {
  it('accepts plain relative paths', () => {
    expect(checkRelativePath('upload/abc.png')).toEqual(['upload', 'abc.png']);
    expect(checkRelativePath('tmp/0a_b-c.xlsx')).toEqual(['tmp', '0a_b-c.xlsx']);
  });

  it.each([
    '',
    '/',
    '..',
    '../x',
    'a/../b',
    'a/..',
    './a',
    'a/./b',
    'a//b',
    'a/',
    '.a',
    'a\\b',
    '..\\a',
    '%2e%2e/x',
    'a%2fb',
    '%252e',
    'a\u0000b',
    'a\nb',
    'C:\\x',
    'C:/x',
    '\\\\srv\\x',
    '//srv/x',
    '/etc/passwd',
    '\u2025/x',
    '\uff0e\uff0e/x',
    'a b',
    `a/${'b'.repeat(200)}`,
    'a..b/c',
    'a/b..',
  ])('refuses %j', (raw) => {
    expect(checkRelativePath(raw)).toBeUndefined();
  });
});

describe('isWithin and resolveInside', () => {
  it('tells children from the root itself and from sibling prefixes', () => {
    expect(isWithin('/data/files', '/data/files/a')).toBe(true);
    expect(isWithin('/data/files', '/data/files')).toBe(false);
    expect(isWithin('/data/files', '/data/files-public/a')).toBe(false);
    expect(isWithin('/data/files', '/data/a')).toBe(false);
  });

  it('follows symlinks and refuses those leaving the root', async () => {
    const base = testTempDir('safe-path-');
    const root = path.join(base, 'files');
    mkdirSync(path.join(root, 'upload'), { recursive: true });
    writeFileSync(path.join(root, 'upload', 'in.txt'), 'in');
    writeFileSync(path.join(base, 'out.txt'), 'out');
    symlinkSync(path.join(base, 'out.txt'), path.join(root, 'upload', 'link.txt'));
    symlinkSync(path.join(root, 'upload', 'in.txt'), path.join(root, 'upload', 'inner.txt'));
    symlinkSync(base, path.join(root, 'escape'));
    expect(await resolveInside(root, ['upload', 'in.txt'])).toBe(
      path.join(root, 'upload', 'in.txt'),
    );
    expect(await resolveInside(root, ['upload', 'inner.txt'])).toBe(
      path.join(root, 'upload', 'in.txt'),
    );
    expect(await resolveInside(root, ['upload', 'link.txt'])).toBeUndefined();
    expect(await resolveInside(root, ['escape', 'out.txt'])).toBeUndefined();
    expect(await resolveInside(root, ['upload', 'missing.txt'])).toBeUndefined();
    expect(await resolveInside(root, ['..', 'out.txt'])).toBeUndefined();
  });
});
