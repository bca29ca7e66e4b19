import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../storage/cookie-jar';
import {
  createAppStore,
  DEFAULT_SIZE,
  deviceForWidth,
  MOBILE_BREAKPOINT,
  SETTINGS_DRAWER_WIDTH,
  SIDEBAR_WIDTH,
  SIZE_OPTIONS,
} from './app-store';

function setup(cookies: Record<string, string> = {}, width = 1280) {
  const jar = memoryCookieJar(cookies);
  return { jar, store: createAppStore({ cookies: jar, width }) };
}

describe('app store (spec §2 layout shell, §3 sidebar/device/size)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('§3 sidebar is open by default and not hidden', () => {
    const { store } = setup();
    expect(store.$app.get().sidebar).toEqual({
      opened: true,
      withoutAnimation: false,
      hide: false,
    });
  });

  it('§2 open state is remembered in the sidebarStatus cookie: 1 open, 0 closed', () => {
    const { jar, store } = setup();
    store.toggleSideBar();
    expect(jar.get('sidebarStatus')).toBe('0');
    expect(store.$app.get().sidebar.opened).toBe(false);
    store.toggleSideBar(true);
    expect(jar.get('sidebarStatus')).toBe('1');
    expect(store.$app.get().sidebar).toMatchObject({ opened: true, withoutAnimation: true });
    expect(setup({ sidebarStatus: '0' }).store.$app.get().sidebar.opened).toBe(false);
    expect(setup({ sidebarStatus: '1' }).store.$app.get().sidebar.opened).toBe(true);
  });

  it('§2 sidebar cannot toggle while hidden', () => {
    const { jar, store } = setup();
    store.toggleSideBarHide(true);
    store.toggleSideBar();
    expect(store.$app.get().sidebar).toMatchObject({ opened: true, hide: true });
    expect(jar.get('sidebarStatus')).toBeUndefined();
    store.toggleSideBarHide(false);
    store.toggleSideBar();
    expect(store.$app.get().sidebar.opened).toBe(false);
  });

  it('closeSideBar closes and remembers it, with or without animation', () => {
    const { jar, store } = setup();
    store.closeSideBar({ withoutAnimation: true });
    expect(store.$app.get().sidebar).toMatchObject({ opened: false, withoutAnimation: true });
    expect(jar.get('sidebarStatus')).toBe('0');
    store.closeSideBar();
    expect(store.$app.get().sidebar.withoutAnimation).toBe(false);
  });

  it('§9 mobile under 992 px', () => {
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('desktop');
    expect(setup({}, 500).store.$app.get().device).toBe('mobile');
    expect(setup({}, 1280).store.$app.get().device).toBe('desktop');
  });

  it('§2 sidebar auto-closes when switching to mobile, keeping the remembered choice', () => {
    const { jar, store } = setup({ sidebarStatus: '1' });
    store.updateDevice(800);
    expect(store.$app.get()).toMatchObject({
      device: 'mobile',
      sidebar: { opened: false, withoutAnimation: true },
    });
    expect(jar.get('sidebarStatus')).toBe('1');
    store.updateDevice(1400);
    expect(store.$app.get().device).toBe('desktop');
    // Starting on a phone also starts closed.
    expect(setup({}, 375).store.$app.get().sidebar.opened).toBe(false);
  });

  it('toggleDevice sets the device without touching the sidebar', () => {
    const { store } = setup();
    store.toggleDevice('mobile');
    expect(store.$app.get()).toMatchObject({ device: 'mobile', sidebar: { opened: true } });
  });

  it('§3 size defaults to medium, options default/medium/small/mini, stored in the size cookie', () => {
    expect(DEFAULT_SIZE).toBe('medium');
    expect(SIZE_OPTIONS).toEqual(['default', 'medium', 'small', 'mini']);
    const { jar, store } = setup();
    expect(store.$app.get().size).toBe('medium');
    store.setSize('mini');
    expect(jar.get('size')).toBe('mini');
    expect(store.$app.get().size).toBe('mini');
    store.setSize('huge' as never);
    expect(store.$app.get().size).toBe('mini');
    expect(setup({ size: 'small' }).store.$app.get().size).toBe('small');
    expect(setup({ size: 'large' }).store.$app.get().size).toBe('medium');
  });

  it('§9 sidebar width 200 px and drawer width 280 px', () => {
    expect(SIDEBAR_WIDTH).toBe(200);
    expect(SETTINGS_DRAWER_WIDTH).toBe(280);
  });

  it('reads the window width and document cookies when nothing is injected', () => {
    vi.stubGlobal('innerWidth', 600);
    expect(createAppStore().$app.get().device).toBe('mobile');
    vi.stubGlobal('window', undefined);
    expect(createAppStore({ cookies: memoryCookieJar() }).$app.get().device).toBe('desktop');
  });

  it('two consoles on one page do not share state', () => {
    const a = setup().store;
    const b = setup().store;
    a.setSize('small');
    a.toggleSideBar();
    expect(b.$app.get()).toMatchObject({ size: 'medium', sidebar: { opened: true } });
  });
});
