import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';

/**
 * The buttons of a long form in a row that stays at the bottom of the view while the form
 * scrolls: `padding` above and below, on `background` so the fields pass behind it.
 */
export function stickyBar(padding: string, background: string): StyleRule {
  return {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    gap: vars.space.sm,
    padding: `${padding} 0`,
    background,
  };
}
