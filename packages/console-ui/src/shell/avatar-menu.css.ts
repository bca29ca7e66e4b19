import { style } from '@vanilla-extract/css';

import { menuContent, menuItem } from '../kit/menu.css';
import { vars } from '../theme/contract.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.background },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}` },
});

export const avatar = style({
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
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
