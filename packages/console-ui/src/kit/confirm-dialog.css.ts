import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';
import { fixedCentred, flexColumn, focusOutline, modalBackdrop, modalPanel } from '../theme/mixins';
import { fadeIn } from '../theme/motion.css';

export const overlay = style(modalBackdrop(2000, `${fadeIn} 0.15s ease-out`));

export const content = style({
  ...fixedCentred('30%'),
  width: 'min(420px, calc(100vw - 32px))',
  ...modalPanel,
  ...flexColumn(vars.space.lg),
  animation: `${fadeIn} 0.15s ease-out`,
  ':focus-visible': focusOutline(),
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 600 });

export const message = style({ fontSize: vars.fontSize.md, color: vars.color.text });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
