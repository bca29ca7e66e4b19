import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import {
  fieldSurface,
  focusOutline,
  inlineCenter,
  inlineFlexRow,
  popoverSurface,
  flexRow,
  square,
} from '../../theme/mixins';

const focusRing = focusOutline('0');

/** Bordered box around an input and its adornments (clear button, counter, steppers). */
export const box = style({
  ...flexRow(vars.space.xs),
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  ...fieldSurface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus },
    '&:has(:focus-visible)': focusRing,
    '&:has([aria-invalid="true"])': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.background, cursor: 'not-allowed' },
  },
});

/** The bare input inside a {@link box}. */
export const bare = style({
  flex: 1,
  minWidth: 0,
  minHeight: '30px',
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  ':disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  '::placeholder': { color: vars.color.textMuted },
});

export const textarea = style([bare, { padding: `${vars.space.xs} 0`, resize: 'vertical' }]);

export const boxTextarea = style({ alignItems: 'stretch', flexDirection: 'column', gap: 0 });

/** Small icon button inside a field (clear, steppers, remove chip). */
export const iconButton = style({
  ...inlineCenter,
  minWidth: '20px',
  height: '20px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { color: vars.color.text },
  ':focus-visible': focusOutline(),
  ':disabled': { cursor: 'not-allowed', opacity: 0.5 },
});

export const stepButton = style([
  iconButton,
  { minWidth: '28px', height: '28px', fontSize: vars.fontSize.lg, color: vars.color.text },
]);

export const counter = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  alignSelf: 'flex-end',
});

/** Trigger button of selects and pickers, styled like an input. */
export const trigger = style([
  box,
  {
    width: '100%',
    justifyContent: 'space-between',
    textAlign: 'left',
    cursor: 'pointer',
    font: 'inherit',
    ':focus-visible': focusRing,
    ':disabled': { background: vars.color.background, cursor: 'not-allowed' },
    selectors: {
      '&[data-placeholder], &[data-empty]': { color: vars.color.textMuted },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const triggerRow = style(flexRow(vars.space.xs));

/** Floating panel of selects, pickers and popovers. */
export const panel = style({
  minWidth: 'var(--radix-popper-anchor-width, 160px)',
  maxHeight: 'min(320px, var(--radix-popper-available-height, 320px))',
  overflow: 'auto',
  padding: vars.space.xs,
  ...popoverSurface,
  zIndex: 2100,
  fontSize: vars.fontSize.md,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `6px ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted], &[data-active]': { background: vars.color.infoSurface },
    '&[aria-selected="true"], &[data-state="checked"]': { color: vars.color.info, fontWeight: 600 },
    '&[data-disabled], &[aria-disabled="true"]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const empty = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, flex: 1 });

export const chip = style({
  ...inlineFlexRow('2px'),
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: '20px',
});

/** Horizontal list of radios/checkboxes. */
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  minHeight: '32px',
});

export const choice = style({
  ...inlineFlexRow(vars.space.xs),
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

const indicatorBase = {
  ...inlineCenter,
  ...square('16px'),
  padding: 0,
  flex: 'none',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  cursor: 'inherit',
  ':focus-visible': focusOutline('2px'),
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
} as const;

export const checkbox = style([indicatorBase, { borderRadius: vars.radius.sm }]);

export const radio = style([indicatorBase, { borderRadius: vars.radius.round }]);

export const radioDot = style({
  ...square('6px'),
  borderRadius: vars.radius.round,
  background: vars.color.onPrimary,
});

export const switchRoot = style({
  position: 'relative',
  width: '40px',
  height: '20px',
  padding: 0,
  flex: 'none',
  border: 'none',
  borderRadius: '10px',
  background: vars.color.border,
  cursor: 'pointer',
  transition: 'background-color 0.15s',
  ':focus-visible': focusOutline('2px'),
  ':disabled': { cursor: 'not-allowed', opacity: 0.6 },
  selectors: { '&[data-state="checked"]': { background: vars.color.primary } },
});

export const switchThumb = style({
  display: 'block',
  ...square('16px'),
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  transform: 'translateX(2px)',
  transition: 'transform 0.15s',
  selectors: { '&[data-state="checked"]': { transform: 'translateX(22px)' } },
});

export const search = style([
  bare,
  {
    width: '100%',
    marginBottom: vars.space.xs,
    padding: `0 ${vars.space.sm}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    ':focus-visible': focusRing,
  },
]);

export const range = style(flexRow(vars.space.sm));

export const swatch = style({
  ...square('32px'),
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const inlineError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});
