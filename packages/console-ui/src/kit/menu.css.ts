import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { popoverSurface } from '../theme/mixins';

/** Popover surface shared by every dropdown and context menu of the kit. */
export const menuContent = style({
  padding: `${vars.space.xs} 0`,
  ...popoverSurface,
  zIndex: 1500,
});

/** One menu entry; Radix marks the keyboard/pointer target with data-highlighted. */
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.infoSurface, color: vars.color.info },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default', opacity: 0.6 },
  },
});
