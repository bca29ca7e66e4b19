import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import {
  dialogSurface,
  fixedEdge,
  focusOutline,
  inlineCenter,
  modalBackdrop,
  popoverSurface,
  square,
} from '../../theme/mixins';
import { fadeIn, slideFromLeft, slideFromRight } from '../../theme/motion.css';

const focusRing = focusOutline('2px');

export const backdrop = style(modalBackdrop(2000, `${fadeIn} 0.15s ease-out`));

export const dialog = style({
  position: 'fixed',
  top: '15vh',
  left: '50%',
  transform: 'translateX(-50%)',
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: '75vh',
  display: 'flex',
  flexDirection: 'column',
  ...dialogSurface,
  zIndex: 2001,
  animation: `${fadeIn} 0.15s ease-out`,
  ':focus-visible': focusRing,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const description = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const body = style({ flex: 1, overflow: 'auto', padding: vars.space.xl });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const closeButton = style({
  ...inlineCenter,
  ...square('28px'),
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  ':hover': { color: vars.color.text },
  ':focus-visible': focusRing,
  ':disabled': { cursor: 'not-allowed', opacity: 0.5 },
});

const drawerBase = style({
  maxWidth: '100vw',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
  zIndex: 2001,
  ':focus-visible': focusRing,
});

export const drawer = styleVariants({
  right: [drawerBase, { ...fixedEdge('right'), animation: `${slideFromRight} 0.2s ease-out` }],
  left: [drawerBase, { ...fixedEdge('left'), animation: `${slideFromLeft} 0.2s ease-out` }],
});

export const tabsList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
});

export const tabsTrigger = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  ':focus-visible': focusOutline('-2px'),
  ':disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  selectors: {
    '&[data-state="active"]': { color: vars.color.info, borderBottomColor: vars.color.primary },
  },
});

export const tabsPanel = style({ ':focus-visible': focusRing });

export const floating = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  ...popoverSurface,
  zIndex: 2100,
  fontSize: vars.fontSize.md,
  ':focus-visible': focusRing,
});

export const tooltip = style({
  padding: `6px ${vars.space.sm}`,
  maxWidth: '320px',
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  zIndex: 2200,
});

export const menuDanger = style({ color: vars.color.danger });

export const menuIcon = style({ display: 'inline-flex', marginRight: vars.space.sm });
