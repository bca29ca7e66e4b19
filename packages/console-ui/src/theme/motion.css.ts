import { keyframes } from '@vanilla-extract/css';

// Entry animations shared by the overlays: backdrops fade in, drawers slide in from their edge.

/** From transparent to opaque. */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** From just beyond the right edge into place (drawers on the right). */
export const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});

/** From just beyond the left edge into place (drawers on the left). */
export const slideFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
});
