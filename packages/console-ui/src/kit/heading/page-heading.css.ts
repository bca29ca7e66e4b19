import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});

export const heading = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: 1.4,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 });
