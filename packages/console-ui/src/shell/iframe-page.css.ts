import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const root = style({
  position: 'relative',
  height: `calc(100vh - ${vars.size.headerHeight} - 94px)`,
  minHeight: '320px',
});

export const frame = style({ display: 'block', width: '100%', height: '100%', border: 0 });

export const mask = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surface,
  color: vars.color.textMuted,
});
