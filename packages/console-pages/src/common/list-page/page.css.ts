import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';
import { headingText, stack } from '../styles/fragments';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
});

/** The body of a picker dialog: search, table and pager stacked, without the page's padding. */
export const picker = style({ ...stack(vars.space.md), minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const grow = style({ flex: 1 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  cursor: 'pointer',
  font: 'inherit',
  textDecoration: 'underline',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const grid2 = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.lg,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const full = style({ gridColumn: '1 / -1' });

export const pre = style({
  margin: 0,
  maxHeight: 240,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  fontFamily: 'monospace',
  fontSize: vars.fontSize.sm,
});

export const field = style({ minWidth: 180 });

export const preview = style({ display: 'inline-flex', minHeight: 24, alignItems: 'center' });

export const heading = style(headingText(vars.fontSize.lg));
