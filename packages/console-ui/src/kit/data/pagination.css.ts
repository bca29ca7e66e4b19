import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import { fieldSurface, focusOutline, inlineFlexRow } from '../../theme/mixins';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  fontSize: '1em',
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const focus = {
  ':focus-visible': focusOutline('2px'),
} as const;

export const page = style({
  ...focus,
  // The size picker sets controlHeight, so the pager follows the chosen density.
  minWidth: vars.size.controlHeight,
  height: vars.size.controlHeight,
  padding: `0 ${vars.space.xs}`,
  ...fieldSurface,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.info, borderColor: vars.color.primary },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: 600,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const field = style(inlineFlexRow(vars.space.xs));

export const control = style({
  ...focus,
  height: vars.size.controlHeight,
  padding: `0 ${vars.space.sm}`,
  ...fieldSurface,
  font: 'inherit',
});

export const jumper = style({ width: '4em', textAlign: 'center' });
