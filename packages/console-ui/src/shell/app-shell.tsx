import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react';
import type { MenuItem, Size } from '@wcm/console-core';
import { useCallback, useId, useState, type ReactNode } from 'react';

import { ConsoleRoot } from '../root/console-root';
import { darkThemeClass } from '../theme/dark-theme.css';
import { lightThemeClass } from '../theme/light-theme.css';
import { MOBILE_BREAKPOINT } from '../theme/tokens';
import * as styles from './app-shell.css';
import { AvatarMenu } from './avatar-menu';
import { Sidebar } from './sidebar';
import { readSidebarOpen, writeSidebarOpen } from './sidebar-status';
import { TopBar } from './top-bar';
import { TopMenu } from './top-menu';
import { useMediaQuery } from './use-media-query';
import { useTopNav } from './use-top-nav';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** Shown next to the logo. */
  productName: string;
  menus: MenuItem[];
  activePath: string;
  user: { name: string; avatar?: string };
  /** Turns a console path into a link target, e.g. `p => '/wcm' + p`. */
  hrefFor: (path: string) => string;
  onNavigate: (path: string) => void;
  /** Called after the user confirmed sign-out. */
  onSignOut: () => void | Promise<void>;
  onOpenProfile?: () => void;
  /** Adds "Layout settings" to the avatar menu. */
  onOpenSettings?: () => void;
  /** Breadcrumb shown in the top bar, e.g. a `Breadcrumb`. */
  breadcrumb?: ReactNode;
  /** Header search placed first among the top-bar tools, e.g. a `HeaderSearch`. */
  search?: ReactNode;
  /** Visited-page tab strip shown under the top bar, e.g. a `TagsView`. */
  tagsView?: ReactNode;
  /** Show the tab strip. @default true */
  showTagsView?: boolean;
  /** Extra top-bar tools placed before the avatar menu (language switch, size picker...). */
  headerEnd?: ReactNode;
  /** @default 'dark' */
  sideTheme?: 'dark' | 'light';
  /** Show the logo row of the sidebar. @default true */
  showLogo?: boolean;
  logoSrc?: string;
  /** Overrides the theme colour for the whole console. */
  themeColor?: string;
  /** Dark mode of the whole console. @default false */
  dark?: boolean;
  /** Size-picker option applied to the whole console. */
  size?: Size;
  /** Header (and tabs) stay at the top while the page scrolls. @default false */
  fixedHeader?: boolean;
  /**
   * Top-menu mode: the top-level menus go to the header and the sidebar shows the children of
   * the active one (hidden, and not toggleable, when it has none). @default false
   */
  topNav?: boolean;
  /** Hides the sidebar and its toggle. @default false */
  sidebarHidden?: boolean;
  /** Rendered inside the console root, e.g. a lazily loaded settings drawer. */
  overlays?: ReactNode;
  /** Content outlet, rendered inside `<main>`. */
  children: ReactNode;
}

/**
 * Application frame: sidebar (200 px; collapsed to a 54 px icon strip, remembered in the
 * `sidebarStatus` cookie; an overlay drawer below 992 px), top bar with the avatar menu, and the
 * `<main>` outlet.
 */
export function AppShell(props: AppShellProps) {
  const { productName, activePath, user, hrefFor, onNavigate, onSignOut } = props;
  const { i18n } = useLingui();
  const ids = useId();
  const sidebarId = `${ids}-sidebar`;
  const mainId = `${ids}-main`;
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const [desktopOpen, setDesktopOpen] = useState(readSidebarOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const topNav = props.topNav === true && !mobile;
  const top = useTopNav(props.menus, activePath, topNav, onNavigate);
  const hidden = props.sidebarHidden === true || (topNav && top.sideMenus.length === 0);
  const root = {
    themeClassName: props.dark ? darkThemeClass : lightThemeClass,
    themeColor: props.themeColor,
    size: props.size,
  };

  // A hidden sidebar cannot be toggled (spec section 2).
  const toggle = useCallback(() => {
    if (mobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    setDesktopOpen((open) => {
      writeSidebarOpen(!open);
      return !open;
    });
  }, [mobile]);

  // On mobile the drawer gets out of the way once a page is chosen.
  const navigate = useCallback(
    (path: string) => {
      if (mobile) setDrawerOpen(false);
      onNavigate(path);
    },
    [mobile, onNavigate],
  );

  const open = !hidden && desktopOpen;
  const sidebar = (
    <Sidebar
      id={sidebarId}
      collapsed={!mobile && !open}
      menus={top.sideMenus}
      activePath={activePath}
      hrefFor={hrefFor}
      onNavigate={navigate}
      productName={productName}
      logoSrc={props.logoSrc}
      showLogo={props.showLogo}
      sideTheme={props.sideTheme}
    />
  );

  return (
    <ConsoleRoot className={styles.shell} {...root} data-mode={props.dark ? 'dark' : 'light'}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {i18n._({ id: 'ui.shell.skipToContent', message: 'Skip to main content' })}
      </a>
      {hidden ? null : mobile ? (
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Portal>
            <ConsoleRoot {...root}>
              <Dialog.Overlay className={styles.drawerOverlay} data-slot="sidebar-backdrop" />
              <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
                <Dialog.Title className={styles.visuallyHidden}>
                  {i18n._({ id: 'ui.shell.menuDrawer', message: 'Navigation menu' })}
                </Dialog.Title>
                {sidebar}
              </Dialog.Content>
            </ConsoleRoot>
          </Dialog.Portal>
        </Dialog.Root>
      ) : (
        <div className={styles.desktopSidebar} data-state={open ? 'open' : 'collapsed'}>
          {sidebar}
        </div>
      )}
      <div
        className={styles.column}
        data-sidebar={hidden ? 'hidden' : open ? 'open' : 'collapsed'}
        data-device={mobile ? 'mobile' : 'desktop'}
      >
        <div className={styles.header} data-fixed={props.fixedHeader === true}>
          <TopBar
            sidebarOpen={mobile ? drawerOpen : open}
            onToggleSidebar={hidden ? undefined : toggle}
            sidebarId={hidden || (mobile && !drawerOpen) ? undefined : sidebarId}
            end={
              <>
                {props.search}
                {props.headerEnd}
                <AvatarMenu
                  user={user}
                  onSignOut={onSignOut}
                  onOpenProfile={props.onOpenProfile}
                  onOpenSettings={props.onOpenSettings}
                />
              </>
            }
          >
            {topNav ? (
              <TopMenu
                menus={props.menus}
                activeKey={top.activeKey}
                hrefFor={hrefFor}
                onSelect={top.select}
              />
            ) : (
              props.breadcrumb
            )}
          </TopBar>
          {props.showTagsView === false ? null : props.tagsView}
        </div>
        <main id={mainId} className={styles.main} tabIndex={-1}>
          {props.children}
        </main>
      </div>
      {props.overlays}
    </ConsoleRoot>
  );
}
