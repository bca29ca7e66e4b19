import { style } from '@vanilla-extract/css';

import { menuContent, menuItem } from '../kit/menu.css';
import { vars } from '../theme/contract.css';
import { focusOutline, inlineFlexRow } from '../theme/mixins';

export const nav = style({ minWidth: 0, height: '100%' });

export const list = style({ display: 'flex', alignItems: 'stretch', height: '100%' });

export const item = style({
  ...inlineFlexRow(vars.space.xs),
  height: '100%',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':hover': { background: vars.color.background },
  ':focus-visible': focusOutline('-2px'),
  selectors: {
    '&[aria-current="page"], &[aria-pressed="true"]': {
      borderBottomColor: vars.color.primary,
      color: vars.color.info,
    },
  },
});

export const icon = style({ width: '16px', height: '16px', flexShrink: 0 });

export const content = style([menuContent, { minWidth: '160px' }]);

export const moreItem = style([
  menuItem,
  { gap: vars.space.sm, selectors: { '&[data-active="true"]': { color: vars.color.info } } },
]);
