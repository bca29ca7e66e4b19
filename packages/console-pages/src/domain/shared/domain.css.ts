import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';

export { page } from '../../common/list-page/page.css';
export { card } from '../../common/styles/panels.css';

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const stepBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const step = styleVariants({
  done: [stepBase, { color: vars.color.primary, borderColor: vars.color.primary }],
  current: [
    stepBase,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  ],
  todo: [stepBase, { color: vars.color.textMuted }],
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const error = style({ color: vars.color.danger, margin: 0 });

export const success = style({ color: vars.color.info, margin: 0 });

export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const code = style({
  margin: 0,
  padding: vars.space.md,
  overflow: 'auto',
  maxHeight: 420,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.sm,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre',
});

export const planText = style({ margin: 0, lineHeight: 1.7 });
