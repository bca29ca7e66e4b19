import { atom, type ReadableAtom } from 'nanostores';
import { documentCookieJar, type CookieJar } from '../storage/cookie-jar';

/** Layout of the shell: `mobile` below the breakpoint. */
export type Device = 'desktop' | 'mobile';

/** Component size of the size picker (spec §2). */
export type Size = 'default' | 'medium' | 'small' | 'mini';

/** The size picker's options, in menu order (spec §9). */
export const SIZE_OPTIONS: readonly Size[] = Object.freeze([
  'default',
  'medium',
  'small',
  'mini',
] as const);

/** @default 'medium' (spec §3) */
export const DEFAULT_SIZE: Size = 'medium';

/** Cookie remembering whether the sidebar is open: '1' open, '0' closed (spec §3). */
export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';

/** Cookie holding the chosen size (spec §3). */
export const SIZE_COOKIE = 'size';

/** Windows narrower than this many pixels use the mobile layout (spec §9). @default 992 */
export const MOBILE_BREAKPOINT = 992;

/** Sidebar width in pixels (spec §9); for the UI. @default 200 */
export const SIDEBAR_WIDTH = 200;

/** Settings drawer width in pixels (spec §9); for the UI. @default 280 */
export const SETTINGS_DRAWER_WIDTH = 280;

/** Sidebar state (spec §3). */
export interface SidebarState {
  opened: boolean;
  /** True when the last open/close should not animate (device switch, route change). */
  withoutAnimation: boolean;
  /** Hidden entirely (e.g. a full-screen page); a hidden sidebar cannot toggle. */
  hide: boolean;
}

/** State of the shell: sidebar, device and size. */
export interface AppState {
  sidebar: SidebarState;
  device: Device;
  size: Size;
}

/** Narrows any value (from a cookie or a menu) to a size. */
export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZE_OPTIONS as readonly string[]).includes(value);
}

/** The device for a window width: mobile under {@link MOBILE_BREAKPOINT} pixels. */
export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/** The shell store of one console. */
export interface AppStore {
  readonly $app: ReadableAtom<AppState>;
  /** Opens or closes the sidebar and remembers it; does nothing while the sidebar is hidden. */
  toggleSideBar(withoutAnimation?: boolean): void;
  /** Closes the sidebar and remembers it. */
  closeSideBar(options?: { withoutAnimation?: boolean }): void;
  /** Sets the device directly. */
  toggleDevice(device: Device): void;
  /** Follows the window width; switching to mobile closes the sidebar. */
  updateDevice(width: number): void;
  /** Sets the size and stores it in the `size` cookie; unknown sizes are ignored. */
  setSize(size: Size): void;
  /** Hides or shows the sidebar. */
  toggleSideBarHide(hide: boolean): void;
}

/** Sources of an app store. */
export interface AppStoreOptions {
  /** @default documentCookieJar() */
  cookies?: CookieJar;
  /** Window width at start. @default window.innerWidth, or desktop without a window */
  width?: number;
}

function initialWidth(): number | undefined {
  return typeof window === 'undefined' ? undefined : window.innerWidth;
}

/** Creates the app store: sidebar open unless the cookie says '0', size from the cookie. */
export function createAppStore(options: AppStoreOptions = {}): AppStore {
  const cookies = options.cookies ?? documentCookieJar();
  const width = options.width ?? initialWidth();
  const size = cookies.get(SIZE_COOKIE);
  const device = width === undefined ? 'desktop' : deviceForWidth(width);
  const $app = atom<AppState>({
    // Open by default; only an explicit '0' remembers a closed sidebar.
    sidebar: {
      opened: cookies.get(SIDEBAR_STATUS_COOKIE) !== '0',
      withoutAnimation: false,
      hide: false,
    },
    device,
    size: isSize(size) ? size : DEFAULT_SIZE,
  });

  const setSidebar = (patch: Partial<SidebarState>) => {
    const state = $app.get();
    $app.set({ ...state, sidebar: { ...state.sidebar, ...patch } });
  };
  const close = (withoutAnimation: boolean) => setSidebar({ opened: false, withoutAnimation });

  const store: AppStore = {
    $app,
    toggleSideBar(withoutAnimation = false) {
      const { sidebar } = $app.get();
      if (sidebar.hide) return;
      const opened = !sidebar.opened;
      cookies.set(SIDEBAR_STATUS_COOKIE, opened ? '1' : '0');
      setSidebar({ opened, withoutAnimation });
    },
    closeSideBar({ withoutAnimation = false } = {}) {
      cookies.set(SIDEBAR_STATUS_COOKIE, '0');
      close(withoutAnimation);
    },
    toggleDevice(next) {
      $app.set({ ...$app.get(), device: next });
    },
    updateDevice(next) {
      const nextDevice = deviceForWidth(next);
      store.toggleDevice(nextDevice);
      // Auto-close on mobile without touching the cookie: the remembered choice is the user's
      // desktop preference and must survive a phone-sized window.
      if (nextDevice === 'mobile') close(true);
    },
    setSize(next) {
      if (!isSize(next)) return;
      cookies.set(SIZE_COOKIE, next);
      $app.set({ ...$app.get(), size: next });
    },
    toggleSideBarHide(hide) {
      setSidebar({ hide });
    },
  };
  // Starting on a phone: the sidebar starts closed, like after a resize.
  if (device === 'mobile') close(true);
  return store;
}
