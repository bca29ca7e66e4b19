import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../theme/contract.css';
import { focusOutline } from '../theme/mixins';

// Hover and pressed shades are mixed from the theme colour so a run-time colour change carries over.
const darker = (amount: string) => `color-mix(in srgb, ${vars.color.primary} ${amount}, #000)`;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontWeight: 500,
    lineHeight: 1,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background-color 0.15s, border-color 0.15s, color 0.15s',
    ':disabled': { cursor: 'not-allowed', opacity: 0.65 },
    ':focus-visible': focusOutline('2px'),
    selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover:not(:disabled)': { background: darker('88%') },
          '&:active:not(:disabled)': { background: darker('78%') },
        },
      },
      default: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&:hover:not(:disabled)': { borderColor: vars.color.primary, color: vars.color.info },
        },
      },
    },
    size: {
      small: { height: '28px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      medium: { height: '36px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      large: { height: '42px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    block: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'default', size: 'medium', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
