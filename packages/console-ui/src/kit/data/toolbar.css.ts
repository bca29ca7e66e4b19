import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import { focusOutline, inlineCenter, popoverSurface, flexRow, square } from '../../theme/mixins';

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  marginBottom: vars.space.md,
  fontSize: '1em',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const searchActions = style({ display: 'inline-flex', gap: vars.space.sm });

export const toolbar = style({ display: 'inline-flex', gap: vars.space.sm, marginLeft: 'auto' });

export const iconButton = style({
  ...inlineCenter,
  ...square(`calc(${vars.size.controlHeight} - 4px)`),
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '1em',
  cursor: 'pointer',
  ':hover': { color: vars.color.info, borderColor: vars.color.primary },
  ':focus-visible': focusOutline('2px'),
});

export const tooltip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  zIndex: 1600,
});

export const menu = style({
  minWidth: '10em',
  padding: `${vars.space.xs} 0`,
  ...popoverSurface,
  zIndex: 1500,
});

export const menuLabel = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const menuItem = style({
  ...flexRow(vars.space.sm),
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.infoSurface, color: vars.color.info },
  },
});

export const menuCheck = style({
  ...inlineCenter,
  ...square('1em'),
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onPrimary,
  fontSize: '0.875em',
  selectors: {
    '[data-state="checked"] > &': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
  },
});
