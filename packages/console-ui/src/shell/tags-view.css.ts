import { style } from '@vanilla-extract/css';

import { menuContent, menuItem as kitMenuItem } from '../kit/menu.css';
import { vars } from '../theme/contract.css';
import { focusOutline, inlineCenter, square } from '../theme/mixins';

export const strip = style({
  display: 'flex',
  alignItems: 'center',
  height: '34px',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.header,
});

export const scroller = style({
  flex: 1,
  minWidth: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'thin',
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: `0 ${vars.space.md}`,
  listStyle: 'none',
  whiteSpace: 'nowrap',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '26px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-active="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '100%',
  padding: `0 ${vars.space.sm}`,
  color: 'inherit',
  textDecoration: 'none',
  ':focus-visible': focusOutline('1px'),
});

export const close = style({
  ...inlineCenter,
  ...square('16px'),
  marginRight: vars.space.xs,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: 'rgba(0, 0, 0, 0.16)' },
  ':focus-visible': focusOutline(),
});

export const actions = style({
  ...inlineCenter,
  width: '34px',
  height: '100%',
  border: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.background },
  ':focus-visible': focusOutline('-2px'),
});

export const menu = style([menuContent, { minWidth: '180px', fontSize: vars.fontSize.md }]);

export const menuItem = style([kitMenuItem, { padding: `${vars.space.xs} ${vars.space.lg}` }]);
