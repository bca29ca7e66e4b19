import { createTagsViewStore, homeView, type VisitedView } from '@wcm/console-core';
import { describe, expect, it } from 'vitest';

import { applyTagsAction, canApply } from './tags-actions';

const page = (path: string): VisitedView => ({
  path,
  fullPath: `${path}?q=1`,
  title: path,
  meta: {},
});
const [users, roles, logs] = [page('/system/user'), page('/system/role'), page('/system/log')];

function storeWithTabs() {
  const store = createTagsViewStore();
  store.addAffixViews([homeView('Home')]);
  for (const view of [users, roles, logs]) store.addView(view);
  return store;
}

const paths = (store: ReturnType<typeof storeWithTabs>) =>
  store.$tags.get().visitedViews.map((v) => v.path);

describe('applyTagsAction', () => {
  it('"close others" on another tab goes to that tab, with its query string', () => {
    const store = storeWithTabs();
    expect(applyTagsAction(store, 'closeOthers', users, '/system/role')).toBe('/system/user?q=1');
    expect(paths(store)).toEqual(['/index', '/system/user']);
  });

  it('"close left" of a tab left of the active one keeps the active page', () => {
    const store = storeWithTabs();
    expect(applyTagsAction(store, 'closeLeft', roles, '/system/log')).toBeUndefined();
    expect(paths(store)).toEqual(['/index', '/system/role', '/system/log']);
  });

  it('"close right" that closes the active page goes to the last remaining tab', () => {
    const store = storeWithTabs();
    expect(applyTagsAction(store, 'closeRight', users, '/system/log')).toBe('/system/user?q=1');
  });

  it('closing the active tab when only home remains goes home', () => {
    const store = createTagsViewStore();
    store.addAffixViews([homeView('Home')]);
    store.addView(users);
    expect(applyTagsAction(store, 'close', users, '/system/user')).toBe('/index');
  });

  it('refresh drops the cached page and goes through the refresh route', () => {
    const store = storeWithTabs();
    expect(applyTagsAction(store, 'refresh', logs, '/system/log')).toBe('/redirect/system/log?q=1');
  });
});

describe('canApply', () => {
  const views = [homeView('Home'), users, roles];
  it('never offers closing an affixed tab', () => {
    expect(canApply('close', homeView('Home'), views)).toBe(false);
    expect(canApply('close', users, views)).toBe(true);
  });
  it('offers left/right only when a closable tab is on that side', () => {
    expect(canApply('closeLeft', users, views)).toBe(false);
    expect(canApply('closeRight', users, views)).toBe(true);
    expect(canApply('closeRight', roles, views)).toBe(false);
  });
});
