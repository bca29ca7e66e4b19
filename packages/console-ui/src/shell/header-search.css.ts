import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const root = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.background },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}` },
});

export const input = style({
  width: '210px',
  height: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  ':focus': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-1px' },
});

export const popup = style({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: 1500,
  width: '280px',
  maxHeight: '320px',
  overflowY: 'auto',
  margin: `${vars.space.xs} 0 0`,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  fontSize: vars.fontSize.md,
});

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.infoSurface, color: vars.color.info },
  },
});

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
