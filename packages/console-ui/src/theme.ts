/** Theme contract variables; `vars.color.primary` is the theme colour. */
export { vars } from './theme/contract.css';
/** Class that applies the light theme values to every variable. */
export { lightThemeClass } from './theme/light-theme.css';
/** Alias of `lightThemeClass`, the default theme. */
export { lightThemeClass as themeClass } from './theme/light-theme.css';
/** Root class of console markup; the scoped reset hangs off it. */
export { consoleRootClass } from './theme/root.css';
/** Run-time theme colour helpers (no stylesheet download). */
export { setThemeColor, themeColorStyle } from './theme/set-theme-color';
/** Plain token values and constants. */
export { DEFAULT_THEME_COLOR, MOBILE_BREAKPOINT, lightTokens } from './theme/tokens';
