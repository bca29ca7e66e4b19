import { style, styleVariants } from '@vanilla-extract/css';

import { menuContent, menuItem } from '../kit/menu.css';
import { vars } from '../theme/contract.css';
import { ellipsis, flexRow, screenReaderOnly, square } from '../theme/mixins';

/** Width of the collapsed sidebar: RuoYi's icon strip. */
export const COLLAPSED_SIDEBAR_WIDTH = '54px';

// Side theme palettes are mapped onto local variables so item styles are written once.
const bg = '--wcm-side-bg';
const nestedBg = '--wcm-side-nested-bg';
const hoverBg = '--wcm-side-hover-bg';
const fg = '--wcm-side-fg';
const activeFg = '--wcm-side-active-fg';
const logoBg = '--wcm-side-logo-bg';
const logoFg = '--wcm-side-logo-fg';
const focusRing = '--wcm-side-focus';
const v = (name: string) => `var(${name})`;

export const sideTheme = styleVariants(
  { dark: vars.sidebar.dark, light: vars.sidebar.light },
  (p) => ({
    vars: {
      [bg]: p.background,
      [nestedBg]: p.nestedBackground,
      [hoverBg]: p.hoverBackground,
      [fg]: p.text,
      [activeFg]: p.activeText,
      [logoBg]: p.logoBackground,
      [logoFg]: p.logoText,
      [focusRing]: p.focusRing,
    },
  }),
);

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.sidebarWidth,
  height: '100%',
  background: v(bg),
  color: v(fg),
  overflow: 'hidden',
  selectors: { '&[data-collapsed="true"]': { width: COLLAPSED_SIDEBAR_WIDTH } },
});

export const logo = style({
  ...flexRow(vars.space.sm),
  flexShrink: 0,
  height: vars.size.headerHeight,
  padding: `0 ${vars.space.lg}`,
  background: v(logoBg),
  color: v(logoFg),
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${v(focusRing)}`, outlineOffset: '-2px' },
  selectors: {
    '[data-collapsed="true"] &': { justifyContent: 'center', padding: 0 },
  },
});

// The logo's name stays in the accessibility tree when only the picture shows.
export const logoLabel = style({
  flex: 1,
  ...ellipsis,
  selectors: {
    '[data-collapsed="true"] &': {
      position: 'absolute',
      ...square('1px'),
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
  },
});

export const logoImage = style({ width: '28px', height: '28px', flexShrink: 0 });

export const nav = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });

export const menu = style({ flex: 1, overflowY: 'auto', paddingBottom: vars.space.lg });

export const nested = style({ background: v(nestedBg) });

const itemBase = style({
  ...flexRow(vars.space.sm),
  width: '100%',
  minHeight: '50px',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  ':hover': { background: v(hoverBg) },
  ':focus-visible': { outline: `2px solid ${v(focusRing)}`, outlineOffset: '-2px' },
});

export const item = style([
  itemBase,
  {
    selectors: {
      '&[aria-current="page"]': {
        color: v(activeFg),
        background: v(hoverBg),
        boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
        fontWeight: 600,
      },
    },
  },
]);

export const groupTrigger = itemBase;

export const label = style({
  flex: 1,
  ...ellipsis,
});

export const chevron = style({
  transition: 'transform 0.2s',
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

export const icon = style({ flexShrink: 0 });

export const visuallyHidden = style(screenReaderOnly);

export const strip = style({ display: 'flex', flexDirection: 'column' });

export const stripItem = style([
  itemBase,
  {
    justifyContent: 'center',
    padding: 0,
    selectors: {
      '&[aria-current="page"], &[data-active="true"]': {
        color: v(activeFg),
        background: v(hoverBg),
        boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
      },
      '&[data-state="open"]': { background: v(hoverBg) },
    },
  },
]);

export const flyout = style([menuContent, { minWidth: '180px' }]);

export const flyoutTitle = style({
  padding: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const flyoutItem = style([
  menuItem,
  {
    gap: vars.space.sm,
    color: 'inherit',
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"], &[data-active="true"]': { color: vars.color.info, fontWeight: 600 },
    },
  },
]);
