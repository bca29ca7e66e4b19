import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';
import { fixedEdge, modalBackdrop, screenReaderOnly } from '../theme/mixins';
import { fadeIn, slideFromLeft } from '../theme/motion.css';
import { COLLAPSED_SIDEBAR_WIDTH } from './sidebar.css';

export const shell = style({
  minHeight: '100vh',
  background: vars.color.background,
});

export const desktopSidebar = style({
  ...fixedEdge('left'),
  width: vars.size.sidebarWidth,
  zIndex: 1001,
  transition: 'width 0.28s',
  selectors: { '&[data-state="collapsed"]': { width: COLLAPSED_SIDEBAR_WIDTH } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  marginLeft: vars.size.sidebarWidth,
  transition: 'margin-left 0.28s',
  selectors: {
    '&[data-sidebar="collapsed"]': { marginLeft: COLLAPSED_SIDEBAR_WIDTH },
    '&[data-sidebar="hidden"], &[data-device="mobile"]': { marginLeft: 0 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const header = style({
  zIndex: 900,
  background: vars.color.surface,
  selectors: { '&[data-fixed="true"]': { position: 'sticky', top: 0 } },
});

export const main = style({
  flex: 1,
  padding: vars.space.lg,
  ':focus': { outline: 'none' },
});

export const drawerOverlay = style(modalBackdrop(1999, `${fadeIn} 0.2s ease-out`));

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: vars.size.sidebarWidth,
  zIndex: 2000,
  animation: `${slideFromLeft} 0.2s ease-out`,
  ':focus': { outline: 'none' },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: 4000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  ':focus': { top: vars.space.sm },
});

export const visuallyHidden = style(screenReaderOnly);
