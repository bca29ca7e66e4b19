/** Hands a console (from `createConsole`) down to the components below. */
export { ConsoleProvider, useConsole } from './console/console-provider';
/** Props of `ConsoleProvider`. */
export type { ConsoleProviderProps } from './console/console-provider';
/** Subscribes to the session state of the provided console. */
export { useSession } from './console/use-session';

/** Theme and scoped-reset boundary that also hosts the portals of the components inside. */
export { ConsoleRoot, usePortalContainer } from './root/console-root';
/** Props of `ConsoleRoot`. */
export type { ConsoleRootProps } from './root/console-root';

/** Application frame: sidebar, top bar, content outlet. */
export { AppShell } from './shell/app-shell';
/** Props of `AppShell`. */
export type { AppShellProps } from './shell/app-shell';
/** Side navigation built from `MenuItem[]`. */
export { Sidebar } from './shell/sidebar';
/** Props of `Sidebar`. */
export type { SidebarProps } from './shell/sidebar';
/** Built-in inline menu icons keyed by RuoYi icon names. */
export { MenuIcon } from './shell/menu-icon';
/** Props of `MenuIcon`. */
export type { MenuIconProps } from './shell/menu-icon';
/** Header with the sidebar toggle and breadcrumb slot. */
export { TopBar } from './shell/top-bar';
/** Props of `TopBar`. */
export type { TopBarProps } from './shell/top-bar';
/** User menu with personal centre and confirmed sign-out. */
export { AvatarMenu } from './shell/avatar-menu';
/** Props of `AvatarMenu`. */
export type { AvatarMenuProps } from './shell/avatar-menu';
/** Thin navigation progress bar at the top of the window. */
export { ProgressBar } from './shell/progress-bar';
/** Props of `ProgressBar`. */
export type { ProgressBarProps } from './shell/progress-bar';
/** Name of the cookie remembering the sidebar state, and its helpers. */
export { SIDEBAR_STATUS_COOKIE, readSidebarOpen, writeSidebarOpen } from './shell/sidebar-status';

/** Push button with variants and a loading state. */
export { Button } from './kit/button';
/** Props of `Button`. */
export type { ButtonProps } from './kit/button';
/** Labelled input with accessible error text. */
export { TextField } from './kit/text-field';
/** Props of `TextField`. */
export type { TextFieldProps } from './kit/text-field';
/** Inline error or information message. */
export { Alert } from './kit/alert';
/** Props of `Alert`. */
export type { AlertProps } from './kit/alert';
/** Modal confirmation titled 'System prompt'. */
export { ConfirmDialog } from './kit/confirm-dialog';
/** Props of `ConfirmDialog`. */
export type { ConfirmDialogProps } from './kit/confirm-dialog';

/** Loads the compiled UI message catalogue of a locale, for `i18n.load`. */
export { loadMessages as loadUiMessages } from './locales/load';
