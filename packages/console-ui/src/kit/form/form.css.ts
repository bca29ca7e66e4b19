import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import { flexColumn } from '../../theme/mixins';

export const form = style(flexColumn(vars.space.lg));

/** The fieldset of a form with `disabled`: no box of its own. */
export const contents = style({ display: 'contents' });

export const formInline = style({
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  columnGap: vars.space.xl,
  rowGap: vars.space.md,
});

export const item = style(flexColumn(vars.space.xs));

export const itemHorizontal = style({
  flexDirection: 'row',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const label = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  fontWeight: 500,
  lineHeight: '32px',
  selectors: { [`${itemHorizontal} &`]: { textAlign: 'right' } },
});

export const requiredMark = style({ color: vars.color.danger, marginRight: vars.space.xs });

export const control = style({
  flex: 1,
  minWidth: 0,
  ...flexColumn(vars.space.xs),
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
