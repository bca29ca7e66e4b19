import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';
import { focusOutline, inlineCenter, flexRow, square } from '../theme/mixins';

export const topBar = style({
  ...flexRow(vars.space.sm),
  height: vars.size.headerHeight,
  padding: `0 ${vars.space.md} 0 0`,
  background: vars.color.surface,
  boxShadow: vars.shadow.header,
  flexShrink: 0,
});

export const hamburger = style({
  ...inlineCenter,
  ...square(vars.size.headerHeight),
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.background },
  ':focus-visible': focusOutline('-2px'),
});

export const hamburgerIcon = style({
  transition: 'transform 0.2s',
  selectors: { '[aria-expanded="false"] > &': { transform: 'rotate(180deg)' } },
});

export const middle = style({ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' });

export const end = style(flexRow(vars.space.sm));
