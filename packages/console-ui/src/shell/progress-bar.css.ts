import { keyframes, style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

// Creeps towards 90 % and never finishes on its own: completion is signalled by `active` turning false.
const creep = keyframes({ from: { width: '0%' }, '30%': { width: '50%' }, to: { width: '90%' } });

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: vars.size.progressHeight,
  zIndex: 3000,
  pointerEvents: 'none',
});

export const bar = style({
  height: '100%',
  background: vars.color.primary,
  boxShadow: `0 0 6px ${vars.color.primary}`,
  selectors: {
    '&[data-state="running"]': {
      width: '90%',
      animation: `${creep} 8s cubic-bezier(0.1, 0.7, 0.3, 1)`,
    },
    '&[data-state="done"]': {
      width: '100%',
      opacity: 0,
      transition: 'width 0.2s ease-out, opacity 0.3s ease-in 0.2s',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' },
  },
});
