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
    // Latin families come before Noto Sans CJK: that font (the usual CJK font on Linux) draws
    // Latin punctuation full-width, so French "d’examen" showed a gap after the apostrophe
    // (U+2019) when it was the first family found. macOS and Windows still reach PingFang or
    // YaHei first; Chinese glyphs fall through to the CJK families either way.
    body: '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", Arial, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", "DejaVu Sans", "Noto Sans CJK SC", sans-serif',
  },
  size: {
    sidebarWidth: '200px',
    headerHeight: '50px',
    progressHeight: '2px',
    /** Height of buttons and inputs; follows the size picker. */
    controlHeight: '36px',
  },
  shadow: { popover: '0 2px 12px rgba(0, 0, 0, 0.12)', header: '0 1px 4px rgba(0, 21, 41, 0.08)' },
} as const;

/** Width below which the sidebar turns into an overlay drawer (spec: mobile under 992 px). */
export const MOBILE_BREAKPOINT = 992;

/** Design tokens of the dark theme: the light tokens with a dark palette (same contract). */
export const darkTokens = {
  ...lightTokens,
  color: {
    primary: DEFAULT_THEME_COLOR,
    onPrimary: '#ffffff',
    text: '#e5eaf3',
    textMuted: '#a3a6ad',
    background: '#141414',
    surface: '#1d1e1f',
    border: '#4c4d4f',
    focus: '#79a6f6',
    danger: '#f89898',
    dangerSurface: '#2b1d1d',
    info: '#a0c0fa',
    infoSurface: '#18222c',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  sidebar: {
    dark: {
      ...lightTokens.sidebar.dark,
      background: '#1d1e1f',
      nestedBackground: '#141414',
      hoverBackground: '#2b2c2e',
      logoBackground: '#141414',
    },
    light: {
      background: '#262727',
      nestedBackground: '#1d1e1f',
      hoverBackground: '#333435',
      text: '#e5eaf3',
      activeText: '#a0c0fa',
      logoBackground: '#262727',
      logoText: '#e5eaf3',
      focusRing: '#a0c0fa',
    },
  },
  shadow: { popover: '0 2px 12px rgba(0, 0, 0, 0.6)', header: '0 1px 4px rgba(0, 0, 0, 0.5)' },
} as const;

/** Font sizes and control height per size-picker option; `medium` equals the light tokens. */
export const SIZE_TOKENS = {
  default: { sm: '13px', md: '15px', lg: '17px', xl: '21px', controlHeight: '40px' },
  medium: { sm: '12px', md: '14px', lg: '16px', xl: '20px', controlHeight: '36px' },
  small: { sm: '12px', md: '13px', lg: '15px', xl: '18px', controlHeight: '32px' },
  mini: { sm: '11px', md: '12px', lg: '14px', xl: '16px', controlHeight: '28px' },
} as const;
