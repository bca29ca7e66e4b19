import { describe, expect, it } from 'vitest';
import { buildBreadcrumb, matchRouterChain } from './breadcrumb';
import { getRoutersFixture } from './get-routers.fixture';

describe('breadcrumb (spec §2: home entry /index plus matched titled routes)', () => {
  it('§2 starts with the home entry /index followed by the matched titled routes', () => {
    const matched = matchRouterChain(getRoutersFixture, '/system/log/operlog?pageNum=2');
    expect(buildBreadcrumb(matched, 'Home')).toEqual([
      { path: '/index', title: 'Home', clickable: true },
      { path: '/system', title: 'System', clickable: false },
      { path: '/system/log', title: 'Logs', clickable: false },
      { path: '/system/log/operlog', title: 'Operations', clickable: false },
    ]);
  });

  it('§2 untitled routes are left out', () => {
    const matched = matchRouterChain(getRoutersFixture, '/dashboard');
    expect(matched.map((r) => r.path)).toEqual(['/', '/dashboard']);
    expect(buildBreadcrumb(matched, 'Home').map((b) => b.title)).toEqual(['Home', 'Dashboard']);
  });

  it('on the home page the home entry is not repeated', () => {
    expect(buildBreadcrumb([{ path: '/index', title: 'Home' }], 'Home')).toEqual([
      { path: '/index', title: 'Home', clickable: false },
    ]);
  });

  it('an unknown path matches nothing and shows only home', () => {
    expect(matchRouterChain(getRoutersFixture, '/nowhere')).toEqual([]);
    expect(matchRouterChain(getRoutersFixture, '/system')).toEqual([]);
    expect(buildBreadcrumb([], 'Accueil')).toEqual([
      { path: '/index', title: 'Accueil', clickable: false },
    ]);
  });
});
