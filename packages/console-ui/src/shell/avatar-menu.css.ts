import { style } from '@vanilla-extract/css';

import { menuContent, menuItem } from '../kit/menu.css';
import { vars } from '../theme/contract.css';
import { ghostButton, inlineCenter, inlineFlexRow, square } from '../theme/mixins';

export const trigger = style({
  ...inlineFlexRow(vars.space.sm),
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  ...ghostButton,
});

export const avatar = style({
  ...square('32px'),
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  ...inlineCenter,
  fontWeight: 600,
  overflow: 'hidden',
});

export const content = style([menuContent, { minWidth: '160px' }]);

export const item = menuItem;

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});
