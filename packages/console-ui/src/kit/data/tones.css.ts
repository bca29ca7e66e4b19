import { styleVariants } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import type { Tone } from './tones';

// The theme has no success/warning colours, so fixed hues are mixed with the theme's text and
// surface colours: dark text on a pale tint in the light theme, light text on a dim tint in dark.
const hue: Record<Tone, string> = {
  default: vars.color.textMuted,
  primary: vars.color.primary,
  success: '#16a34a',
  info: '#64748b',
  warning: '#d97706',
  danger: vars.color.danger,
};

/** Text, border and background of a tag per tone. */
export const toneTag = styleVariants(hue, (h) => ({
  color: `color-mix(in srgb, ${h} 40%, ${vars.color.text})`,
  background: `color-mix(in srgb, ${h} 12%, ${vars.color.surface})`,
  borderColor: `color-mix(in srgb, ${h} 35%, ${vars.color.surface})`,
}));

/** Dot colour per tone (status badges). */
export const toneDot = styleVariants(hue, (h) => ({ background: h }));
