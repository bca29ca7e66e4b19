import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';
import {
  fieldSurface,
  fixedEdge,
  inlineCenter,
  modalBackdrop,
  flexColumn,
  square,
} from '../theme/mixins';
import { fadeIn, slideFromRight } from '../theme/motion.css';

export const overlay = style(modalBackdrop(2000, `${fadeIn} 0.2s ease-out`));

export const drawer = style({
  ...fixedEdge('right'),
  width: 'min(280px, 100vw)',
  zIndex: 2001,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
  animation: `${slideFromRight} 0.2s ease-out`,
  ':focus': { outline: 'none' },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 600 });

export const close = style({
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  padding: vars.space.xs,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.lg,
  ...flexColumn(vars.space.lg),
});

export const section = style({
  border: 0,
  margin: 0,
  padding: 0,
  ...flexColumn(vars.space.sm),
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
});

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const swatch = style({
  position: 'relative',
  ...square('24px'),
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  ...inlineCenter,
  color: '#ffffff',
  selectors: {
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const hiddenInput = style({
  position: 'absolute',
  opacity: 0,
  ...square('1px'),
  margin: 0,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.controlHeight,
});

export const colorInput = style({
  width: '40px',
  height: '28px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  cursor: 'pointer',
});

export const select = style({
  height: vars.size.controlHeight,
  padding: `0 ${vars.space.sm}`,
  ...fieldSurface,
  minWidth: '120px',
});

export const switchRoot = style({
  position: 'relative',
  flexShrink: 0,
  width: '40px',
  height: '20px',
  padding: 0,
  border: 0,
  borderRadius: '10px',
  background: vars.color.border,
  cursor: 'pointer',
  selectors: { '&[data-state="checked"]': { background: vars.color.primary } },
});

export const switchThumb = style({
  display: 'block',
  ...square('16px'),
  borderRadius: '50%',
  background: '#ffffff',
  transform: 'translateX(2px)',
  transition: 'transform 0.15s',
  selectors: { '&[data-state="checked"]': { transform: 'translateX(22px)' } },
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerButton = style({ flex: 1 });
