import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

import { IconButton } from '../kit/icon-button';
import { LineIcon } from './line-icon';
import * as styles from './top-bar.css';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** Whether the sidebar is shown; drives the hamburger's label and `aria-expanded`. */
  sidebarOpen: boolean;
  /** Hamburger click; omit to hide the button (e.g. when the sidebar is hidden). */
  onToggleSidebar?: () => void;
  /** Id of the sidebar element the hamburger controls. */
  sidebarId?: string;
  /** Breadcrumb slot. */
  children?: ReactNode;
  /** Right-hand tools, e.g. the {@link AvatarMenu}. */
  end?: ReactNode;
}

/** Page header with the sidebar toggle, a breadcrumb slot and tools on the right. */
export function TopBar({ sidebarOpen, onToggleSidebar, sidebarId, children, end }: TopBarProps) {
  const { i18n } = useLingui();
  const label = sidebarOpen
    ? i18n._({ id: 'ui.topBar.collapseSidebar', message: 'Collapse sidebar' })
    : i18n._({ id: 'ui.topBar.expandSidebar', message: 'Expand sidebar' });
  return (
    <header className={styles.topBar} data-slot="top-bar">
      {onToggleSidebar ? (
        <IconButton
          className={styles.hamburger}
          label={label}
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={onToggleSidebar}
        >
          <LineIcon className={styles.hamburgerIcon} size={20} strokeLinecap="round">
            <path d="M4 6h16M10 12h10M4 18h16M7 9l-3 3 3 3" />
          </LineIcon>
        </IconButton>
      ) : null}
      <div className={styles.middle}>{children}</div>
      <div className={styles.end}>{end}</div>
    </header>
  );
}
