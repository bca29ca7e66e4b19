import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';
import { fieldSurface, flexColumn } from '../theme/mixins';

export const field = style(flexColumn(vars.space.xs));

export const label = style({ fontSize: vars.fontSize.md, color: vars.color.text, fontWeight: 500 });

export const row = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.sm });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '38px',
  padding: `0 ${vars.space.md}`,
  ...fieldSurface,
  ':focus-visible': {
    outline: `2px solid ${vars.color.focus}`,
    outlineOffset: '0',
    borderColor: vars.color.focus,
  },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
  '::placeholder': { color: vars.color.textMuted },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
