import { keyframes, style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';
import { square } from '../theme/mixins';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

// Below the confirm dialog (z-index 2000) so a question asked while loading stays usable.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1900,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  background: 'rgba(255, 255, 255, 0.9)',
  color: vars.color.primary,
  fontSize: vars.fontSize.md,
  cursor: 'progress',
});

export const spinner = style({
  ...square('32px'),
  borderRadius: vars.radius.round,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

// Idle: an empty status region that takes no room and no clicks.
export const idle = style({ position: 'fixed', width: 0, height: 0, overflow: 'hidden' });
