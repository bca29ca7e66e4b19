import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  listStyle: 'none',
  fontSize: vars.fontSize.md,
  lineHeight: vars.size.headerHeight,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.textMuted,
});

export const separator = style({ margin: `0 ${vars.space.sm}`, color: vars.color.textMuted });

export const link = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { color: vars.color.primary },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
