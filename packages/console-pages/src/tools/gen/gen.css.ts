import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';

export const code = style({
  margin: 0,
  maxHeight: '60vh',
  overflow: 'auto',
  padding: vars.space.md,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: 'monospace',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre',
  width: '100%',
  boxSizing: 'border-box',
  resize: 'vertical',
  color: vars.color.text,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

export const path = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  wordBreak: 'break-all',
});

export const cellInput = style({ minWidth: 110 });
