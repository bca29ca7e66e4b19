import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';
import { headingText } from './styles/fragments';

// Shared by the 404, 401 and "not built yet" pages so they read as one family.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '60vh',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontSize: 72,
  fontWeight: 700,
  lineHeight: 1,
  color: vars.color.primary,
});

export const title = style(headingText(vars.fontSize.xl));

export const text = style({
  margin: 0,
  maxWidth: 480,
  lineHeight: 1.6,
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.primary,
  fontWeight: 600,
  ':focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 },
});
