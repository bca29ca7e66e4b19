import { style } from '@vanilla-extract/css';

import { menuContent, menuItem } from '../kit/menu.css';
import { vars } from '../theme/contract.css';

/** Square icon button of the header tools (language, size, full screen). */
export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.background },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}` },
});

export const content = style([menuContent, { minWidth: '140px' }]);

export const item = style([
  menuItem,
  {
    gap: vars.space.sm,
    selectors: { '&[data-state="checked"]': { color: vars.color.info, fontWeight: 600 } },
  },
]);

export const check = style({ width: '1em', display: 'inline-flex', justifyContent: 'center' });
