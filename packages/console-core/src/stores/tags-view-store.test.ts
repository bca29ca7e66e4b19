import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME_PATH, HOME_TITLE } from '../router/home';
import {
  createTagsViewStore,
  homeView,
  isRefreshPath,
  lastViewPath,
  refreshPath,
  refreshTarget,
  type VisitedView,
} from './tags-view-store';

const home = homeView('Home');
const view = (path: string, extra: Partial<VisitedView> = {}): VisitedView => ({
  path,
  fullPath: path,
  title: path.slice(1),
  name: path.slice(1).replace(/\//g, '-'),
  meta: {},
  ...extra,
});
const user = view('/system/user');
const role = view('/system/role');
const dict = view('/system/dict');
const menu = view('/system/menu');

function setup(...views: VisitedView[]) {
  const store = createTagsViewStore();
  store.addAffixViews([home, view('/not-affixed')]);
  for (const v of views) store.addView(v);
  const paths = () => store.$tags.get().visitedViews.map((v) => v.path);
  return { store, paths };
}

describe('visited-page tabs (spec §2 tab strip, §3 visited-page tab, §4 tabs)', () => {
  it('§2 home /index is affixed and added from the affix routes only', () => {
    const { paths } = setup();
    expect(HOME_PATH).toBe('/index');
    expect(home.meta.affix).toBe(true);
    expect(HOME_TITLE).toMatchObject({ id: 'core.route.home', message: 'Home' });
    expect(paths()).toEqual(['/index']);
  });

  it('§4 add a visited tab: once per path, untitled tabs are called no-name', () => {
    const { store, paths } = setup(user, user, view('/x', { title: '' }));
    expect(paths()).toEqual(['/index', '/system/user', '/x']);
    expect(store.$tags.get().visitedViews.at(-1)?.title).toBe('no-name');
    const custom = createTagsViewStore({ untitled: 'Untitled' });
    custom.addView(view('/y', { title: '' }));
    expect(custom.$tags.get().visitedViews[0]?.title).toBe('Untitled');
  });

  it('cached views hold route names, except noCache pages', () => {
    const { store } = setup(
      user,
      view('/nocache', { meta: { noCache: true } }),
      view('/anon', { name: undefined }),
    );
    expect(store.$tags.get().cachedViews).toEqual(['Index', 'system-user']);
  });

  it('inner-link tabs (meta.link) are iframe views', () => {
    const frame = view('/druid', { meta: { link: 'https://druid.example/' } });
    const { store } = setup(frame, user);
    expect(store.$tags.get().iframeViews.map((v) => v.path)).toEqual(['/druid']);
    store.delView(frame);
    expect(store.$tags.get().iframeViews).toEqual([]);
  });

  it('§4 close one tab; affix tabs survive close', () => {
    const { store, paths } = setup(user, role);
    const state = store.delView(user);
    expect(paths()).toEqual(['/index', '/system/role']);
    expect(state.cachedViews).toEqual(['Index', 'system-role']);
    store.delView(home);
    expect(paths()).toEqual(['/index', '/system/role']);
  });

  it('§4 close others keeps the tab and the affix tabs', () => {
    const { store, paths } = setup(user, role, dict);
    store.delOthers(role);
    expect(paths()).toEqual(['/index', '/system/role']);
    expect(store.$tags.get().cachedViews).toEqual(['Index', 'system-role']);
  });

  it('§4 close left keeps affix tabs and the tabs from this one on', () => {
    const { store, paths } = setup(user, role, dict, menu);
    store.delLeft(dict);
    expect(paths()).toEqual(['/index', '/system/dict', '/system/menu']);
  });

  it('§4 close right keeps affix tabs and the tabs up to this one', () => {
    const { store, paths } = setup(user, role, dict, menu);
    store.delRight(role);
    expect(paths()).toEqual(['/index', '/system/user', '/system/role']);
  });

  it('close left or right of a tab that is not open closes nothing', () => {
    const { store, paths } = setup(user, role);
    store.delLeft(dict);
    store.delRight(dict);
    expect(paths()).toEqual(['/index', '/system/user', '/system/role']);
  });

  it('§4 affix tabs survive close all', () => {
    const { store, paths } = setup(user, role);
    const state = store.delAll();
    expect(paths()).toEqual(['/index']);
    expect(state.cachedViews).toEqual(['Index']);
  });

  it('§2 refresh goes through /redirect and re-caches the page on return', () => {
    const withQuery = view('/system/user', { fullPath: '/system/user?page=2' });
    const { store } = setup(withQuery);
    expect(store.refresh(withQuery)).toBe('/redirect/system/user?page=2');
    expect(store.$tags.get().cachedViews).toEqual(['Index']);
    // The /redirect page itself never becomes a tab.
    store.addView(view('/redirect/system/user'));
    store.addView(withQuery);
    expect(store.$tags.get().cachedViews).toEqual(['Index', 'system-user']);
    expect(store.$tags.get().visitedViews).toHaveLength(2);
    expect(refreshPath({ path: '/a' })).toBe('/redirect/a');
  });

  it('§2 a path starting with /redirect is a refresh', () => {
    expect(isRefreshPath('/redirect/system/user')).toBe(true);
    expect(isRefreshPath('/redirect')).toBe(true);
    expect(isRefreshPath('/redirect?x=1')).toBe(true);
    expect(isRefreshPath('/redirection')).toBe(false);
    expect(isRefreshPath('/system/redirect')).toBe(false);
    expect(refreshTarget('/redirect/system/user?x=1')).toBe('/system/user?x=1');
    expect(refreshTarget('/redirect')).toBe('/');
    expect(refreshTarget('/index')).toBe('/index');
  });

  it('updateView changes the title of an open tab', () => {
    const frame = view('/frame', { meta: { link: 'https://x.example' } });
    const { store } = setup(user, frame);
    store.updateView({ ...user, title: 'Users (2)' });
    store.updateView({ ...frame, title: 'Frame' });
    expect(store.$tags.get().visitedViews[1]?.title).toBe('Users (2)');
    expect(store.$tags.get().iframeViews[0]?.title).toBe('Frame');
  });

  it('after closing the active tab the last remaining tab opens, else home', () => {
    expect(lastViewPath([home, user])).toBe('/system/user');
    expect(lastViewPath([{ path: '/a', title: 'a', meta: {} }])).toBe('/a');
    expect(lastViewPath([])).toBe('/index');
  });

  it('two consoles on one page do not share tabs', () => {
    const a = setup(user).store;
    const b = setup().store;
    expect(a.$tags.get().visitedViews).toHaveLength(2);
    expect(b.$tags.get().visitedViews).toHaveLength(1);
  });

  it('§4 affix tabs are always kept, whatever is added and closed (property)', () => {
    const pool = [home, view('/pinned', { meta: { affix: true } }), user, role, dict, menu];
    const action = fc.record({
      kind: fc.constantFrom('add', 'del', 'others', 'left', 'right', 'all', 'refresh'),
      target: fc.integer({ min: 0, max: pool.length - 1 }),
    });
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const store = createTagsViewStore();
        store.addAffixViews(pool);
        for (const { kind, target } of actions) {
          const v = pool[target]!;
          if (kind === 'add') store.addView(v);
          else if (kind === 'del') store.delView(v);
          else if (kind === 'others') store.delOthers(v);
          else if (kind === 'left') store.delLeft(v);
          else if (kind === 'right') store.delRight(v);
          else if (kind === 'all') store.delAll();
          else store.refresh(v);
        }
        const { visitedViews, cachedViews } = store.$tags.get();
        const paths = visitedViews.map((v) => v.path);
        expect(paths.slice(0, 2)).toEqual(['/index', '/pinned']);
        expect(new Set(paths).size).toBe(paths.length);
        // The cache never holds a page whose tab is closed.
        const names = new Set(visitedViews.map((v) => v.name));
        for (const name of cachedViews) expect(names.has(name)).toBe(true);
      }),
    );
  });
});
