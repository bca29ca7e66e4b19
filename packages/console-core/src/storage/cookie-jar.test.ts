import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieTokenSource } from '../session/token-source';
import { documentCookieJar, memoryCookieJar } from './cookie-jar';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** Records what is written to `cookie` instead of interpreting it like a browser. */
function recordingDocument(cookie = '') {
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

describe('document cookie jar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookies();
  });

  it('sets, reads and removes a cookie on document.cookie', () => {
    const jar = documentCookieJar();
    expect(jar.get('sidebarStatus')).toBeUndefined();
    jar.set('sidebarStatus', '1');
    expect(document.cookie).toContain('sidebarStatus=1');
    expect(jar.get('sidebarStatus')).toBe('1');
    jar.remove('sidebarStatus');
    expect(jar.get('sidebarStatus')).toBeUndefined();
  });

  it('encodes names and values and matches names exactly', () => {
    const jar = documentCookieJar();
    jar.set('size-old', 'small');
    jar.set('size', 'a b;c');
    expect(jar.get('size')).toBe('a b;c');
    expect(jar.get('siz')).toBeUndefined();
  });

  it('keeps a value that is not valid URI encoding as it is', () => {
    expect(documentCookieJar(recordingDocument('x=%E0%A4%A')).get('x')).toBe('%E0%A4%A');
  });

  it('writes path=/, SameSite=Lax and an expiry computed from the injected clock', () => {
    const doc = recordingDocument();
    const jar = documentCookieJar(doc, () => Date.UTC(2026, 0, 1));
    jar.set('size', 'small', { expiresDays: 1 });
    jar.set('s', 'v', { path: '/wcm' });
    jar.remove('size');
    expect(doc.writes).toEqual([
      'size=small; expires=Fri, 02 Jan 2026 00:00:00 GMT; path=/; SameSite=Lax',
      's=v; path=/wcm; SameSite=Lax',
      'size=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax',
    ]);
  });

  it('marks cookies Secure when the page is served over https', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    const doc = recordingDocument();
    documentCookieJar(doc).set('a', '1');
    expect(doc.writes[0]).toBe('a=1; path=/; SameSite=Lax; Secure');
  });

  it('holds nothing and writes nothing without a document (SSR)', () => {
    vi.stubGlobal('document', undefined);
    const jar = documentCookieJar();
    jar.set('a', '1');
    jar.remove('a');
    expect(jar.get('a')).toBeUndefined();
  });
});

describe('memory cookie jar', () => {
  it('keeps cookies apart from document.cookie', () => {
    const jar = memoryCookieJar({ size: 'mini' });
    expect(jar.get('size')).toBe('mini');
    jar.set('sidebarStatus', '0');
    expect(jar.get('sidebarStatus')).toBe('0');
    jar.remove('size');
    expect(jar.get('size')).toBeUndefined();
    expect(document.cookie).not.toContain('sidebarStatus');
  });
});

describe('cookie token source over a cookie jar (spec §3: token in the Admin-Token cookie)', () => {
  it('reads, writes and removes the token through the injected jar; an empty cookie is no token', () => {
    const jar = memoryCookieJar({ 'Admin-Token': '' });
    const source = cookieTokenSource(undefined, jar);
    expect(source.get()).toBeUndefined();
    source.set('tok');
    expect(jar.get('Admin-Token')).toBe('tok');
    expect(source.get()).toBe('tok');
    source.remove();
    expect(jar.get('Admin-Token')).toBeUndefined();
  });
});
