/**
 * Design tokens of the light theme as plain values. They feed `createTheme` and stay importable
 * by tools (tests, docs) that must not evaluate any CSS.
 */
export const DEFAULT_THEME_COLOR = '#2563eb'; // blue; 5.17:1 against white text (WCAG AA)

export const lightTokens = {
  color: {
    primary: DEFAULT_THEME_COLOR,
    onPrimary: '#ffffff',
    text: '#303133',
    textMuted: '#5a5e66',
    background: '#f5f7fa',
    surface: '#ffffff',
    border: '#dcdfe6',
    focus: '#1d4ed8',
    danger: '#b42318',
    dangerSurface: '#fef3f2',
    info: '#1d4ed8',
    infoSurface: '#eff6ff',
    overlay: 'rgba(0, 0, 0, 0.45)',
  },
  sidebar: {
    dark: {
      background: '#304156',
      nestedBackground: '#1f2d3d',
      hoverBackground: '#263445',
      text: '#bfcbd9',
      activeText: '#ffffff',
      logoBackground: '#2b2f3a',
      logoText: '#ffffff',
      focusRing: '#ffffff',
    },
    light: {
      background: '#ffffff',
      nestedBackground: '#ffffff',
      hoverBackground: '#f0f2f5',
      text: '#303133',
      activeText: '#1d4ed8',
      logoBackground: '#ffffff',
      logoText: '#303133',
      focusRing: '#1d4ed8',
    },
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '2px', md: '4px', lg: '8px', round: '50%' },
  fontSize: { sm: '12px', md: '14px', lg: '16px', xl: '20px' },
  font: {
    body: '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", Arial, sans-serif',
  },
  size: { sidebarWidth: '200px', headerHeight: '50px', progressHeight: '2px' },
  shadow: { popover: '0 2px 12px rgba(0, 0, 0, 0.12)', header: '0 1px 4px rgba(0, 21, 41, 0.08)' },
} as const;

/** Width below which the sidebar turns into an overlay drawer (spec: mobile under 992 px). */
export const MOBILE_BREAKPOINT = 992;
