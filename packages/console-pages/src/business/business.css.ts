import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const subheading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const timeline = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const preWrap = style({ whiteSpace: 'pre-wrap', margin: 0 });
