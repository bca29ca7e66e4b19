import { style } from '@vanilla-extract/css';

import { menuContent, menuItem } from '../kit/menu.css';
import { vars } from '../theme/contract.css';
import { ghostButton, inlineCenter, square } from '../theme/mixins';

/** Square icon button of the header tools (language, size, full screen). */
export const toolButton = style({
  ...inlineCenter,
  ...square('36px'),
  ...ghostButton,
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
