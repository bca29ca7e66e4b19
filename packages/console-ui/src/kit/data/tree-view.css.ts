import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import { inlineCenter, flexRow, square } from '../../theme/mixins';

export const tree = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: '1em',
  color: vars.color.text,
});

export const group = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({ outline: 'none' });

export const row = style({
  ...flexRow(vars.space.xs),
  minHeight: '2em',
  paddingRight: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background },
    [`${item}:focus-visible > &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '[aria-selected="true"] > &': { background: vars.color.infoSurface, color: vars.color.info },
    '[aria-disabled="true"] > &': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const toggle = style({
  ...inlineCenter,
  width: '1.25em',
  flex: 'none',
  color: vars.color.textMuted,
  transition: 'transform 0.15s',
  selectors: { '[aria-expanded="true"] > div > &': { transform: 'rotate(90deg)' } },
});

export const box = style({
  ...inlineCenter,
  ...square('1em'),
  flex: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  fontSize: '0.875em',
  selectors: {
    '&[data-state="checked"], &[data-state="mixed"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
  },
});
