import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import { ellipsis, fieldSurface, focusOutline, flexColumn } from '../../theme/mixins';

export const picker = style(flexColumn(vars.space.sm));

export const search = style({
  height: '32px',
  padding: `0 ${vars.space.sm}`,
  ...fieldSurface,
  font: 'inherit',
  ':focus-visible': focusOutline('0'),
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xs,
  maxHeight: '260px',
  overflow: 'auto',
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2px',
  padding: vars.space.sm,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  color: vars.color.text,
  ':hover': { background: vars.color.background },
  ':focus-visible': focusOutline('-2px'),
  selectors: {
    '&[aria-selected="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.infoSurface,
      color: vars.color.info,
    },
  },
});

export const icon = style({ width: '20px', height: '20px' });

export const name = style({
  maxWidth: '100%',
  ...ellipsis,
  fontSize: vars.fontSize.sm,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
