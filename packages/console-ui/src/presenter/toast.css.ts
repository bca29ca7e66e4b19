import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/contract.css';
import { focusOutline, flexColumn, toneColors, square } from '../theme/mixins';

// The theme has no success/warning tokens yet; these pairs keep AA contrast on their surfaces.
const success = { text: '#256a1e', surface: '#f0f9eb', border: '#b3e19d' };
const warning = { text: '#8a4b00', surface: '#fdf6ec', border: '#f3d19e' };

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

// Stacks ignore the pointer so they never block the page; their cards take it back.
const stack = style({
  position: 'fixed',
  zIndex: 3000,
  ...flexColumn(vars.space.sm),
  pointerEvents: 'none',
});

export const messageStack = style([
  stack,
  { top: '20px', left: '50%', transform: 'translateX(-50%)', alignItems: 'center' },
]);

export const notificationStack = style([
  stack,
  { top: '16px', right: '16px', width: 'min(330px, calc(100vw - 32px))' },
]);

// Each stack holds a polite and an assertive live region; they must exist before content arrives.
export const region = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'inherit',
  gap: vars.space.sm,
});

export const card = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    border: '1px solid',
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
    animation: `${slideIn} 0.2s ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    kind: {
      message: { padding: `${vars.space.sm} ${vars.space.lg}`, maxWidth: 'calc(100vw - 32px)' },
      notification: {
        padding: vars.space.lg,
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        boxShadow: vars.shadow.popover,
      },
    },
    tone: {
      success: { color: success.text, background: success.surface, borderColor: success.border },
      warning: { color: warning.text, background: warning.surface, borderColor: warning.border },
      error: toneColors.error,
      info: toneColors.info,
    },
  },
  // A notification is a neutral card; only its icon carries the tone.
  compoundVariants: (['success', 'warning', 'error', 'info'] as const).map((tone) => ({
    variants: { kind: 'notification' as const, tone },
    style: {
      color: vars.color.text,
      background: vars.color.surface,
      borderColor: vars.color.border,
    },
  })),
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const icon = recipe({
  base: {
    flex: 'none',
    ...square('18px'),
    borderRadius: vars.radius.round,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: vars.fontSize.sm,
    fontWeight: 700,
    color: vars.color.onPrimary,
    marginTop: '1px',
  },
  variants: {
    tone: {
      success: { background: success.text },
      warning: { background: warning.text },
      error: { background: vars.color.danger },
      info: { background: vars.color.info },
    },
  },
});

export const body = style({
  flex: 1,
  minWidth: 0,
  ...flexColumn(vars.space.xs),
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: 600, fontSize: vars.fontSize.lg });

export const close = style({
  flex: 'none',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ...square('24px'),
  lineHeight: '24px',
  fontSize: vars.fontSize.lg,
  borderRadius: vars.radius.sm,
  padding: 0,
  ':hover': { color: vars.color.text },
  ':focus-visible': focusOutline('1px'),
});
