import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';

// Style fragments the areas' `.css.ts` files spread into `style({...})`: one place for the
// panel edge, surface panels, heading text, the focus ring, the responsive column layouts, text buttons and code areas.

/** A flex column with `gap` between its children. */
export function stack(gap: string): StyleRule {
  return { display: 'flex', flexDirection: 'column', gap };
}

/** The thin border and rounded corners of a panel or box. */
export const framed: StyleRule = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
};

/** A bordered column on the surface colour: `gap` between the children, `padding` inside. */
export function surfacePanel(gap: string, padding: string): StyleRule {
  return { ...stack(gap), padding, ...framed, background: vars.color.surface };
}

/** The text of a heading: no margin, semi-bold, in the text colour, `fontSize` large. */
export function headingText(fontSize: string): StyleRule {
  return { margin: 0, fontSize, fontWeight: 600, color: vars.color.text };
}

/** The keyboard focus ring of a hand-styled control. */
export function focusRing(offset: string): StyleRule {
  return { ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: offset } };
}

/** Columns side by side (`columns` is the grid template) that stack below `maxWidth` pixels. */
export function responsiveColumns(columns: string, maxWidth: number): StyleRule {
  return {
    display: 'grid',
    gridTemplateColumns: columns,
    gap: vars.space.lg,
    alignItems: 'start',
    '@media': {
      [`screen and (max-width: ${maxWidth}px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  };
}

/** A button drawn as left-aligned text (an entry of a pick list, the title of a canvas item). */
export const textButton: StyleRule = {
  flex: 1,
  textAlign: 'left',
  padding: vars.space.xs,
  border: 0,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  font: 'inherit',
  ...focusRing('1px'),
};

/** A monospace text area for generated code: scrolls, keeps line breaks, resizes vertically. */
export const codeArea: StyleRule = {
  margin: 0,
  overflow: 'auto',
  background: vars.color.background,
  fontFamily: 'monospace',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre',
  width: '100%',
  boxSizing: 'border-box',
  resize: 'vertical',
  color: vars.color.text,
};
