import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import { inlineFlexRow, square } from '../../theme/mixins';

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '1.75em',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontSize: '0.875em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const tagList = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });

export const badge = style({
  ...inlineFlexRow(vars.space.xs),
  whiteSpace: 'nowrap',
});

export const dot = style({
  ...square('0.5em'),
  borderRadius: vars.radius.round,
  flex: 'none',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const emptyIcon = style({ fontSize: '3em', lineHeight: 1, opacity: 0.6 });

export const emptyTitle = style({
  margin: 0,
  fontSize: '1em',
  fontWeight: 500,
  color: vars.color.text,
});

export const emptyText = style({ margin: 0, fontSize: '0.875em' });

export const descriptions = style({
  display: 'grid',
  margin: 0,
  color: vars.color.text,
  fontSize: '1em',
});

export const descColumns = styleVariants({ 1: {}, 2: {}, 3: {}, 4: {} }, (_, n) => ({
  gridTemplateColumns: `repeat(${n}, max-content minmax(0, 1fr))`,
}));

export const descBordered = style({
  borderTop: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
});

export const descTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: '1em',
  fontWeight: 600,
});

const cell = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  selectors: {
    [`${descBordered} > &`]: {
      borderRight: `1px solid ${vars.color.border}`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
} as const;

export const descLabel = style({
  ...cell,
  color: vars.color.textMuted,
  fontWeight: 500,
  selectors: {
    ...cell.selectors,
    [`${descBordered} > &`]: {
      ...cell.selectors[`${descBordered} > &`],
      background: vars.color.background,
    },
  },
});

export const descValue = style({ ...cell, overflowWrap: 'anywhere' });
