import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react';
import type { MenuItem } from '@wcm/console-core';
import { useCallback, useId, useState, type ReactNode } from 'react';

import { ConsoleRoot } from '../root/console-root';
import { MOBILE_BREAKPOINT } from '../theme/tokens';
import * as styles from './app-shell.css';
import { AvatarMenu } from './avatar-menu';
import { Sidebar } from './sidebar';
import { readSidebarOpen, writeSidebarOpen } from './sidebar-status';
import { TopBar } from './top-bar';
import { useMediaQuery } from './use-media-query';

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
  /** Breadcrumb shown in the top bar, e.g. a `Breadcrumb`. */
  breadcrumb?: ReactNode;
  /** Header search placed first among the top-bar tools, e.g. a `HeaderSearch`. */
  search?: ReactNode;
  /** Visited-page tab strip shown under the top bar, e.g. a `TagsView`. */
  tagsView?: ReactNode;
  /** Extra top-bar tools placed before the avatar menu (language switch, size picker...). */
  headerEnd?: ReactNode;
  /** @default 'dark' */
  sideTheme?: 'dark' | 'light';
  logoSrc?: string;
  /** Overrides the theme colour for the whole console. */
  themeColor?: string;
  /** Content outlet, rendered inside `<main>`. */
  children: ReactNode;
}

/**
 * Application frame: sidebar (200 px, collapsible, remembered in the `sidebarStatus` cookie;
 * an overlay drawer below 992 px), top bar with the avatar menu, and the `<main>` outlet.
 */
export function AppShell(props: AppShellProps) {
  const { productName, menus, activePath, user, hrefFor, onNavigate, onSignOut, onOpenProfile } =
    props;
  const { i18n } = useLingui();
  const ids = useId();
  const sidebarId = `${ids}-sidebar`;
  const mainId = `${ids}-main`;
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const [desktopOpen, setDesktopOpen] = useState(readSidebarOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);

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

  const sidebar = (
    <Sidebar
      id={sidebarId}
      menus={menus}
      activePath={activePath}
      hrefFor={hrefFor}
      onNavigate={navigate}
      productName={productName}
      logoSrc={props.logoSrc}
      sideTheme={props.sideTheme}
    />
  );

  return (
    <ConsoleRoot className={styles.shell} themeColor={props.themeColor}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {i18n._({ id: 'ui.shell.skipToContent', message: 'Skip to main content' })}
      </a>
      {mobile ? (
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Portal>
            <ConsoleRoot themeColor={props.themeColor}>
              <Dialog.Overlay className={styles.drawerOverlay} />
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
        <div className={styles.desktopSidebar} data-state={desktopOpen ? 'open' : 'closed'}>
          {sidebar}
        </div>
      )}
      <div
        className={styles.column}
        data-sidebar={desktopOpen ? 'open' : 'closed'}
        data-device={mobile ? 'mobile' : 'desktop'}
      >
        <TopBar
          sidebarOpen={mobile ? drawerOpen : desktopOpen}
          onToggleSidebar={toggle}
          sidebarId={mobile && !drawerOpen ? undefined : sidebarId}
          end={
            <>
              {props.search}
              {props.headerEnd}
              <AvatarMenu user={user} onSignOut={onSignOut} onOpenProfile={onOpenProfile} />
            </>
          }
        >
          {props.breadcrumb}
        </TopBar>
        {props.tagsView}
        <main id={mainId} className={styles.main} tabIndex={-1}>
          {props.children}
        </main>
      </div>
    </ConsoleRoot>
  );
}
