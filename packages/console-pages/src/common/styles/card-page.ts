import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';
import { stack } from './fragments';

// Style fragments of the pages shown outside the console's frame (sign-in, registration, the
// company invitation): one card in the middle of the page.

/** The page around the card: centres it, on the background colour. */
export const cardPageRoot: StyleRule = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.background,
};

/** The card: a raised column of its parts, as wide as the page up to `maxWidth` pixels. */
export function pageCard(maxWidth: number): StyleRule {
  return {
    ...stack(vars.space.lg),
    width: '100%',
    maxWidth,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    boxShadow: vars.shadow.popover,
  };
}
