// New shell exports (issue #4): settings drawer and stores, header tools, top menu, frame page,
// keep-alive and the dark/size theme helpers.

/** Settings of one console shell composed from console-core's stores, plus the dark mode. */
export { createShellSettings, DARK_MODE_KEY } from '../settings/shell-settings';
/** What `createShellSettings` returns and takes. */
export type { ShellSettings, ShellSettingsOptions } from '../settings/shell-settings';
/** Provides the shell settings to the header tools and the drawer; hooks to read them. */
export {
  ShellSettingsProvider,
  useShellSettings,
  useShellSettingsSnapshot,
} from '../settings/shell-settings-context';
/** Current values of the shell settings. */
export type { ShellSettingsSnapshot } from '../settings/shell-settings-context';
/** Right-side layout settings drawer (280 px) with save and reset. */
export { SettingsDrawer } from '../settings/settings-drawer';
/** Props of `SettingsDrawer`. */
export type { SettingsDrawerProps } from '../settings/settings-drawer';
/** Header language switch (zh-CN, en, fr). */
export { LanguageMenu } from './language-menu';
/** Props of `LanguageMenu`. */
export type { LanguageMenuProps } from './language-menu';
/** Header size picker (default, medium, small, mini). */
export { SizeMenu } from './size-menu';
/** Props of `SizeMenu`. */
export type { SizeMenuProps } from './size-menu';
/** Names of the size options, as message descriptors. */
export { SIZE_LABELS } from './size-labels';
/** Header full-screen toggle; reports when the browser cannot. */
export { FullscreenButton } from './fullscreen-button';
/** Props of `FullscreenButton`. */
export type { FullscreenButtonProps } from './fullscreen-button';
/** Top-menu mode navigation with the "More menu" submenu. */
export { TopMenu } from './top-menu';
/** Props of `TopMenu`. */
export type { TopMenuProps } from './top-menu';
/** Embedded-frame page with its loading mask. */
export { IframePage } from './iframe-page';
/** Props of `IframePage`. */
export type { IframePageProps } from './iframe-page';
/** Keeps the pages of cacheable open tabs alive while hidden. */
export { KeepAlive } from './keep-alive';
/** Props of `KeepAlive`. */
export type { KeepAliveProps } from './keep-alive';
/** Class applying the dark theme values to every variable. */
export { darkThemeClass } from '../theme/dark-theme.css';
/** Inline CSS variables of a size option (font sizes, control height). */
export { sizeStyle } from '../theme/size-style';
/** Dark token values and the per-size values. */
export { darkTokens, SIZE_TOKENS } from '../theme/tokens';
