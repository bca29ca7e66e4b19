import { describe, expect, it } from 'vitest';
import { getRoutersFixture } from './get-routers.fixture';
import { createRouteSearch, ROUTE_SEARCH_OPTIONS, routeSearchEntries } from './route-search';
import { buildMenu, flattenRoutes, type MenuItem, type PageRoute } from './routes';

const menu: MenuItem[] = [
  {
    key: '/system',
    title: 'System',
    path: '/system',
    external: false,
    children: [
      { key: '/system/user', title: 'Users', path: '/system/user', external: false },
      { key: '/system/role', title: 'Roles', path: '/system/role', external: false },
    ],
  },
  { key: '/index', title: 'Home', path: '/index', external: false },
  {
    key: 'https://docs.example.com',
    title: 'Docs',
    path: 'https://docs.example.com',
    external: true,
  },
  {
    key: 'mailto:help@example.com',
    title: 'Mail support',
    path: 'mailto:help@example.com',
    external: true,
  },
];

const page = (path: string, title: string, hidden = false): PageRoute => ({
  path,
  component: `${path.slice(1)}/index`,
  title,
  noCache: false,
  hidden,
});

describe('header search (spec §2: fuzzy over permitted routes, title 0.7, path 0.3, threshold 0.4)', () => {
  it('§9 search weights title 0.7, path 0.3, threshold 0.4', () => {
    expect(ROUTE_SEARCH_OPTIONS).toEqual({
      keys: [
        { name: 'title', weight: 0.7 },
        { name: 'path', weight: 0.3 },
      ],
      threshold: 0.4,
    });
  });

  it('§2 finds routes by fuzzy title and by path', () => {
    const search = createRouteSearch(menu);
    expect(search.search('usr')[0]?.path).toBe('/system/user');
    expect(search.search('/system/role')[0]?.path).toBe('/system/role');
    expect(search.search('Users')[0]).toEqual({
      title: 'Users',
      trail: ['System'],
      path: '/system/user',
      external: false,
      openInNewWindow: false,
    });
  });

  it('§2 titles weigh more than paths', () => {
    const search = createRouteSearch([page('/alpha', 'Roles'), page('/roles', 'Alpha')]);
    expect(search.search('Roles').map((r) => r.path)).toEqual(['/alpha', '/roles']);
  });

  it('§9 matches beyond the 0.4 threshold are not found', () => {
    const search = createRouteSearch(menu);
    expect(search.search('zzqx')).toEqual([]);
    expect(search.search('   ')).toEqual([]);
  });

  it('§2 external links (http(s), mailto, tel) open in a new window', () => {
    const search = createRouteSearch(menu);
    expect(search.search('Docs')[0]).toMatchObject({ external: true, openInNewWindow: true });
    expect(search.search('Mail support')[0]).toMatchObject({ openInNewWindow: true });
    const pages = createRouteSearch([page('/tel', 'Phone')]);
    expect(pages.search('Phone')[0]?.openInNewWindow).toBe(false);
  });

  it('§6 only permitted routes: directories and hidden pages are not search targets', () => {
    expect(routeSearchEntries(menu).map((e) => e.path)).toEqual([
      '/system/user',
      '/system/role',
      '/index',
      'https://docs.example.com',
      'mailto:help@example.com',
    ]);
    const pages = [page('/a', 'Visible'), page('/b', 'Secret', true), page('/a', 'Visible')];
    expect(createRouteSearch(pages).entries.map((e) => e.path)).toEqual(['/a']);
    expect(createRouteSearch(pages).search('Secret')).toEqual([]);
  });

  it('works over the menu and pages built from /getRouters, hidden ones excluded', () => {
    const fromMenu = createRouteSearch(buildMenu(getRoutersFixture));
    const fromPages = createRouteSearch(flattenRoutes(getRoutersFixture));
    expect(fromMenu.search('Parameters')).toEqual([]);
    expect(fromPages.search('Parameters')).toEqual([]);
    expect(fromMenu.search('Operations')[0]?.trail).toEqual(['System', 'Logs']);
    expect(fromPages.search('Operations')[0]?.path).toBe('/system/log/operlog');
  });

  it('limit caps the number of results', () => {
    const search = createRouteSearch(menu);
    expect(search.search('s', 1)).toHaveLength(1);
  });
});
