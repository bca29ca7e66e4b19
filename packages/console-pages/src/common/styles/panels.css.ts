import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';

/** A bordered column of related fields or facts inside a page (a form section, a detail panel). */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** A roomier bordered block on the surface colour (a settings card, a step of a wizard). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
