import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';
import { codeArea, focusRing, framed } from '../../common/styles/fragments';

export const code = style({
  ...codeArea,
  maxHeight: '60vh',
  padding: vars.space.md,
  ...framed,
  ...focusRing('1px'),
});

export const path = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  wordBreak: 'break-all',
});

export const cellInput = style({ minWidth: 110 });
