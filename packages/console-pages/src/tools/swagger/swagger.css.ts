import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';
import { focusRing, framed, stack } from '../../common/styles/fragments';

export const tag = style(stack(vars.space.sm));

export const tagTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const op = style({ ...framed, background: vars.color.surface });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  cursor: 'pointer',
  ...focusRing('1px'),
});

const methodBase = style({
  display: 'inline-block',
  minWidth: 64,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  textAlign: 'center',
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  color: '#ffffff',
});

// Dark enough for white text (WCAG AA).
export const method = styleVariants({
  GET: [methodBase, { background: '#1d4ed8' }],
  POST: [methodBase, { background: '#15803d' }],
  PUT: [methodBase, { background: '#b45309' }],
  PATCH: [methodBase, { background: '#7e22ce' }],
  DELETE: [methodBase, { background: '#b42318' }],
  HEAD: [methodBase, { background: '#475569' }],
  OPTIONS: [methodBase, { background: '#475569' }],
});

export const path = style({ fontFamily: 'monospace', fontWeight: 600, wordBreak: 'break-all' });

export const body = style({
  ...stack(vars.space.sm),
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const section = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const schema = style({
  margin: 0,
  padding: vars.space.sm,
  maxHeight: 360,
  overflow: 'auto',
  background: vars.color.background,
  fontFamily: 'monospace',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre',
});

export const muted = style({ color: vars.color.textMuted });
