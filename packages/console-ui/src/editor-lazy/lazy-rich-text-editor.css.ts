import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const skeleton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});
