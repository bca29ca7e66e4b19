import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';
import { cardPageRoot, pageCard } from '../common/styles/card-page';
import { headingText, stack } from '../common/styles/fragments';

export const root = style(cardPageRoot);

/** The console's own sign-in route fills the window; embedded, the page fills its container. */
export const fullPage = style({ minHeight: '100vh' });

export const card = style(pageCard(400));

export const title = style({ ...headingText(vars.fontSize.xl), textAlign: 'center' });

export const form = style(stack(vars.space.md));

export const captchaButton = style({
  flexShrink: 0,
  width: 120,
  height: 38,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  overflow: 'hidden',
});

export const captchaImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const language = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const link = style({
  color: vars.color.primary,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
