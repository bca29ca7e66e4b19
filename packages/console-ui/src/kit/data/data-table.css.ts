import { keyframes, style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import { focusOutline, inlineFlexRow, square } from '../../theme/mixins';

export const wrapper = style({
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  ':focus-visible': focusOutline('2px'),
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: '1em',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${vars.space.sm} 0`,
  fontWeight: 600,
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.textMuted,
  fontWeight: 600,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const row = style({});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  verticalAlign: 'middle',
  selectors: {
    [`${row}:hover > &`]: { background: vars.color.background },
    [`${row}[data-selected="true"] > &`]: { background: vars.color.infoSurface },
  },
});

// The fixed column is opaque and shaded only while columns scroll underneath it.
export const fixedRight = style({
  position: 'sticky',
  right: 0,
  zIndex: 1,
  selectors: {
    [`${wrapper}[data-hidden-right] &`]: {
      boxShadow: `-6px 0 6px -4px color-mix(in srgb, ${vars.color.text} 30%, transparent)`,
    },
  },
});

export const selectCell = style({ width: '3em', textAlign: 'center' });

// A second, thin horizontal scroll bar above a table wider than its box: the native one sits
// under the last row, often a screen or more below, so columns past the edge looked missing.
export const topScroll = style({
  // Sticks to the left edge of the scrolling box, so it stays in view while the table moves.
  position: 'sticky',
  left: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  height: '12px',
  marginBottom: vars.space.xs,
});

export const topScrollSpacer = style({ height: '1px' });

export const checkbox = style({
  ...square('1em'),
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  ':disabled': { cursor: 'not-allowed' },
  ':focus-visible': focusOutline('2px'),
});

const plainButton = {
  ...inlineFlexRow(vars.space.xs),
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  ':focus-visible': focusOutline('2px'),
} as const;

export const sortButton = style({
  ...plainButton,
  selectors: {
    '[aria-sort="ascending"] > &, [aria-sort="descending"] > &': { color: vars.color.info },
  },
});

export const expandButton = style({
  ...plainButton,
  justifyContent: 'center',
  width: '1.25em',
  marginRight: vars.space.xs,
  color: vars.color.textMuted,
  transition: 'transform 0.15s',
  selectors: { '&[aria-expanded="true"]': { transform: 'rotate(90deg)' } },
});

export const expandSpacer = style({
  display: 'inline-block',
  width: '1.25em',
  marginRight: vars.space.xs,
});

export const emptyCell = style({ textAlign: 'center' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  background: `color-mix(in srgb, ${vars.color.surface} 55%, transparent)`,
  color: vars.color.primary,
  zIndex: 2,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  ...square('1.5em'),
  border: `2px solid color-mix(in srgb, ${vars.color.primary} 25%, transparent)`,
  borderTopColor: vars.color.primary,
  borderRadius: vars.radius.round,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 0.8s linear infinite` },
  },
});
