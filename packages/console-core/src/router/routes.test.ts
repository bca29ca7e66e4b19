import { describe, expect, it } from 'vitest';
import { getRoutersFixture } from './get-routers.fixture';
import { buildMenu, flattenRoutes, isExternal, joinRoutePath } from './routes';

describe('isExternal (spec §2: a link is external if it is http(s), mailto or tel)', () => {
  it('recognises http, https, mailto and tel links', () => {
    for (const url of [
      'http://ruoyi.vip',
      'HTTPS://example.com/a',
      'mailto:a@b.c',
      'tel:+861012345',
    ]) {
      expect(isExternal(url)).toBe(true);
    }
  });

  it('treats console paths and other schemes as internal', () => {
    for (const path of [
      '/system/user',
      'user',
      'ftp://x',
      'javascript:alert(1)',
      'docs/example/com',
      '',
    ]) {
      expect(isExternal(path)).toBe(false);
    }
  });
});

describe('joinRoutePath', () => {
  it("joins a parent and child path ('/system' + 'user' -> '/system/user')", () => {
    expect(joinRoutePath('/system', 'user')).toBe('/system/user');
    expect(joinRoutePath('/', 'index')).toBe('/index');
    expect(joinRoutePath('', '/system')).toBe('/system');
    expect(joinRoutePath('/system', 'mailto:a@b.c')).toBe('mailto:a@b.c');
  });
});

describe('buildMenu (spec §2: menus from the server tree, hidden routes omitted)', () => {
  const menu = buildMenu(getRoutersFixture);

  it('keeps the server order and omits hidden top-level directories', () => {
    expect(menu.map((m) => m.path)).toEqual([
      '/system',
      '/tool',
      '/dashboard',
      '/docs/example/com',
      'http://ruoyi.vip',
    ]);
  });

  it('joins nested directory paths (ParentView) into full paths and omits hidden pages', () => {
    const system = menu[0];
    expect(system).toMatchObject({
      key: '/system',
      title: 'System',
      icon: 'system',
      external: false,
    });
    expect(system?.children?.map((c) => c.path)).toEqual(['/system/user', '/system/log']);
    const log = system?.children?.[1];
    expect(log?.children?.map((c) => [c.path, c.title])).toEqual([
      ['/system/log/operlog', 'Operations'],
      ['/system/log/logininfor', 'Sign-ins'],
    ]);
    expect(log?.children?.[0]?.children).toBeUndefined();
  });

  it('keeps external http, mailto and tel links as they are, marked external', () => {
    const tool = menu[1];
    expect(tool?.children?.map((c) => [c.path, c.external])).toEqual([
      ['/tool/gen', false],
      ['mailto:help@example.com', true],
      ['tel:+8610123', true],
    ]);
    expect(menu[4]).toEqual({
      key: 'http://ruoyi.vip',
      title: 'RuoYi site',
      icon: 'guide',
      path: 'http://ruoyi.vip',
      external: true,
    });
  });

  it("shows a top-level '/' menu frame as its single page ('/<child>')", () => {
    expect(menu[2]).toEqual({
      key: '/dashboard',
      title: 'Dashboard',
      icon: 'chart',
      path: '/dashboard',
      external: false,
    });
  });

  it('shows a top-level inner link as an internal page', () => {
    expect(menu[3]).toMatchObject({ path: '/docs/example/com', title: 'Docs', external: false });
  });

  it('omits a directory whose pages are all hidden', () => {
    const onlyHidden = [
      {
        path: '/x',
        hidden: false,
        component: 'Layout',
        alwaysShow: true,
        meta: { title: 'X' },
        children: [{ path: 'y', hidden: true, component: 'x/y/index' }],
      },
    ];
    expect(buildMenu(onlyHidden)).toEqual([]);
  });
});

describe('flattenRoutes (one page route per leaf, hidden ones included)', () => {
  const routes = flattenRoutes(getRoutersFixture);
  const byPath = new Map(routes.map((r) => [r.path, r]));

  it('lists every page with its full path, skipping Layout, ParentView and external links', () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/system/user',
      '/system/config',
      '/system/log/operlog',
      '/system/log/logininfor',
      '/tool/gen',
      '/dashboard',
      '/docs/example/com',
      '/drafts/prod',
    ]);
    expect(byPath.get('/system/log/operlog')).toEqual({
      path: '/system/log/operlog',
      component: 'monitor/operlog/index',
      name: 'Operlog',
      title: 'Operations',
      icon: 'form',
      noCache: false,
      hidden: false,
    });
  });

  it('keeps hidden pages routable, marked hidden (also under a hidden directory)', () => {
    expect(byPath.get('/system/config')).toMatchObject({
      hidden: true,
      noCache: true,
      component: 'system/config/index',
    });
    expect(byPath.get('/drafts/prod')).toMatchObject({ hidden: true });
  });

  it('keeps the link of inner links from meta', () => {
    expect(byPath.get('/docs/example/com')).toMatchObject({
      component: 'InnerLink',
      link: 'https://docs.example.com',
    });
  });
});
