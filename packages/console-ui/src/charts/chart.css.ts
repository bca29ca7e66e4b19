import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusOutline, inlineFlexRow, screenReaderOnly, flexColumn, square } from '../theme/mixins';

export const figure = style({
  margin: 0,
  ...flexColumn(vars.space.sm),
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const caption = style({ fontSize: vars.fontSize.md, fontWeight: 600 });

export const toggle = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  padding: `2px ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':focus-visible': focusOutline('2px'),
});

export const svg = style({ width: '100%', height: 'auto', overflow: 'visible' });

export const axisText = style({ fill: vars.color.textMuted, fontSize: '11px' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const legendItem = style(inlineFlexRow(vars.space.xs));

export const swatch = style({
  ...square('10px'),
  borderRadius: vars.radius.sm,
  display: 'inline-block',
});

export const empty = style({
  color: vars.color.textMuted,
  padding: vars.space.lg,
  textAlign: 'center',
});

export const table = style({ borderCollapse: 'collapse', width: '100%' });

globalStyle(`${table} th, ${table} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: '4px 8px',
  textAlign: 'left',
});

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style(screenReaderOnly);
