import * as Collapsible from '@radix-ui/react-collapsible';
import { useLingui } from '@lingui/react';
import type { MenuItem } from '@wcm/console-core';
import { useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';

import { LineIcon } from './line-icon';
import { MenuIcon } from './menu-icon';
import { isModifiedClick } from './modified-click';
import { CollapsedMenu } from './sidebar-collapsed';
import * as styles from './sidebar.css';

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** Menu tree, usually `buildMenu(session.routers)`; rendered as given. */
  menus: readonly MenuItem[];
  /** Path of the current page; its item gets `aria-current="page"`. */
  activePath: string;
  /** Turns a console path into a link target, e.g. `p => '/wcm' + p`. */
  hrefFor: (path: string) => string;
  /** Called on a plain click of an internal item (the default link action is prevented). */
  onNavigate: (path: string) => void;
  /** Name shown beside the logo. */
  productName: string;
  /** Logo image URL; a built-in mark is drawn when absent. */
  logoSrc?: string;
  /** Show the logo row. @default true */
  showLogo?: boolean;
  /** @default 'dark' */
  sideTheme?: 'dark' | 'light';
  /** Page the logo links to. @default '/index' */
  homePath?: string;
  /** Id of the element, for the hamburger's `aria-controls`. */
  id?: string;
  /**
   * Icon strip instead of the full menu (RuoYi's collapsed sidebar): icons with tooltips, and
   * directories as flyout menus. @default false
   */
  collapsed?: boolean;
}

function contains(item: MenuItem, path: string): boolean {
  return item.path === path || (item.children ?? []).some((child) => contains(child, path));
}

interface LevelProps extends Pick<SidebarProps, 'activePath' | 'hrefFor' | 'onNavigate'> {
  items: readonly MenuItem[];
  depth: number;
}

function MenuLevel({ items, depth, ...shared }: LevelProps) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.key}>
          {item.children?.length ? (
            <MenuGroup item={item} depth={depth} {...shared} />
          ) : (
            <MenuLink item={item} depth={depth} {...shared} />
          )}
        </li>
      ))}
    </ul>
  );
}

// Deeper levels are indented so the nesting stays visible without tree lines.
const indent = (depth: number): CSSProperties => ({
  paddingLeft: `${16 + depth * 16}px`,
  paddingRight: '16px',
});

type ItemProps = Omit<LevelProps, 'items'> & { item: MenuItem };

function MenuLink({ item, depth, activePath, hrefFor, onNavigate }: ItemProps) {
  const { i18n } = useLingui();
  const current = !item.external && item.path === activePath;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (item.external || event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    onNavigate(item.path);
  };
  return (
    <a
      className={styles.item}
      style={indent(depth)}
      href={item.external ? item.path : hrefFor(item.path)}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <MenuIcon name={item.icon} className={styles.icon} />
      <span className={styles.label}>{item.title}</span>
      {item.external ? (
        <span className={styles.visuallyHidden}>
          {i18n._({ id: 'ui.sidebar.newWindow', message: '(opens in a new window)' })}
        </span>
      ) : null}
    </a>
  );
}

function MenuGroup({ item, depth, ...shared }: ItemProps) {
  const [open, setOpen] = useState(() => contains(item, shared.activePath));
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger className={styles.groupTrigger} style={indent(depth)}>
        <MenuIcon name={item.icon} className={styles.icon} />
        <span className={styles.label}>{item.title}</span>
        <Chevron />
      </Collapsible.Trigger>
      <Collapsible.Content className={styles.nested}>
        <MenuLevel items={item.children ?? []} depth={depth + 1} {...shared} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function Chevron() {
  return (
    <LineIcon className={styles.chevron} size={12}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}

interface LogoProps extends Pick<SidebarProps, 'hrefFor' | 'onNavigate'> {
  src?: string;
  name: string;
  homePath: string;
}

// The logo doubles as the home link, as in RuoYi, which also keeps it inside the nav landmark.
function Logo({ src, name, homePath, hrefFor, onNavigate }: LogoProps): ReactNode {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    onNavigate(homePath);
  };
  return (
    <a className={styles.logo} href={hrefFor(homePath)} onClick={onClick} data-slot="sidebar-logo">
      {src ? (
        <img className={styles.logoImage} src={src} alt="" />
      ) : (
        <svg className={styles.logoImage} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
          <rect width="28" height="28" rx="6" fill="currentColor" opacity="0.15" />
          <path
            d="M6 9l3 10 3-7 3 7 3-10M20 9h3"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
      <span className={styles.logoLabel}>{name}</span>
    </a>
  );
}

/** Side navigation: logo, then the nested menu as real links inside a labelled `<nav>`. */
export function Sidebar(props: SidebarProps) {
  const {
    menus,
    productName,
    logoSrc,
    showLogo = true,
    sideTheme = 'dark',
    homePath = '/index',
    id,
    collapsed = false,
    ...shared
  } = props;
  const { i18n } = useLingui();
  return (
    <div
      id={id}
      className={`${styles.sidebar} ${styles.sideTheme[sideTheme]}`}
      data-slot="sidebar"
      data-side-theme={sideTheme}
      data-collapsed={collapsed}
    >
      <nav
        className={styles.nav}
        aria-label={i18n._({ id: 'ui.sidebar.label', message: 'Main menu' })}
      >
        {showLogo ? (
          <Logo
            src={logoSrc}
            name={productName}
            homePath={homePath}
            hrefFor={shared.hrefFor}
            onNavigate={shared.onNavigate}
          />
        ) : null}
        <div className={styles.menu}>
          {collapsed ? (
            <CollapsedMenu items={menus} {...shared} />
          ) : (
            <MenuLevel items={menus} depth={0} {...shared} />
          )}
        </div>
      </nav>
    </div>
  );
}
