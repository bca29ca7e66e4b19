import { describe, expect, it } from 'vitest';
import { decideNavigation, WHITE_LIST } from './guard';

describe('decideNavigation (spec §2 access rules, §4 navigation guard)', () => {
  it('§4.1 no token: /login and /register pass', () => {
    expect(WHITE_LIST).toEqual(['/login', '/register']);
    for (const path of ['/login', '/register']) {
      expect(decideNavigation({ path, fullPath: path, hasToken: false, loaded: false })).toEqual({
        kind: 'allow',
      });
    }
  });

  it('§2 no token: any other path goes to /login with the full original path as redirect', () => {
    const decision = decideNavigation({
      path: '/system/user',
      fullPath: '/system/user?pageNum=2&status=0#top',
      hasToken: false,
      loaded: false,
    });
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fuser%3FpageNum%3D2%26status%3D0%23top',
    });
    if (decision.kind !== 'redirect') throw new Error('expected a redirect');
    const redirect = new URLSearchParams(decision.to.split('?')[1]).get('redirect');
    expect(redirect).toBe('/system/user?pageNum=2&status=0#top');
  });

  it('§2 no token: the home page is not public either', () => {
    expect(decideNavigation({ path: '/', fullPath: '/', hasToken: false, loaded: true })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2F',
    });
  });

  it('§2 signed-in user opening /login is sent to /', () => {
    for (const loaded of [true, false]) {
      expect(
        decideNavigation({
          path: '/login',
          fullPath: '/login?redirect=%2Fx',
          hasToken: true,
          loaded,
        }),
      ).toEqual({
        kind: 'redirect',
        to: '/',
      });
    }
  });

  it('§4.1 token present: /register still passes', () => {
    expect(
      decideNavigation({ path: '/register', fullPath: '/register', hasToken: true, loaded: false }),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('§4.2 token present but user info not loaded: load, then re-enter', () => {
    expect(
      decideNavigation({ path: '/index', fullPath: '/index', hasToken: true, loaded: false }),
    ).toEqual({
      kind: 'load',
    });
  });

  it('§4 token present and loaded: navigation is allowed', () => {
    expect(
      decideNavigation({
        path: '/system/user',
        fullPath: '/system/user',
        hasToken: true,
        loaded: true,
      }),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('invitation links open without a session (the token in the link is the credential)', () => {
    const path = '/invitation/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    expect(decideNavigation({ path, fullPath: path, hasToken: false, loaded: false })).toEqual({
      kind: 'allow',
    });
    expect(decideNavigation({ path, fullPath: path, hasToken: true, loaded: false })).toEqual({
      kind: 'allow',
    });
    expect(
      decideNavigation({
        path: '/invitation',
        fullPath: '/invitation',
        hasToken: false,
        loaded: false,
      }),
    ).toEqual({ kind: 'redirect', to: '/login?redirect=%2Finvitation' });
  });
});
