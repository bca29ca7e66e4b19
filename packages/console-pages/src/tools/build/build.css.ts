import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, 200px) minmax(0, 1fr) minmax(260px, 320px)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const palette = style({ display: 'grid', gridTemplateColumns: '1fr', gap: vars.space.xs });

export const paletteItem = style({ cursor: 'grab', justifyContent: 'flex-start' });

export const canvas = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(24, minmax(0, 1fr))',
  gap: vars.space.sm,
  minHeight: 240,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  listStyle: 'none',
  margin: 0,
});

export const canvasOver = style({
  borderColor: vars.color.primary,
  background: vars.color.infoSurface,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'move',
  minWidth: 0,
});

export const itemSelected = style({
  borderColor: vars.color.primary,
  boxShadow: `0 0 0 1px ${vars.color.primary}`,
});

export const itemOver = style({ borderTop: `3px solid ${vars.color.primary}` });

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const select = style({
  flex: 1,
  minWidth: 0,
  textAlign: 'left',
  padding: vars.space.xs,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(24, minmax(0, 1fr))',
  columnGap: vars.space.lg,
});

export const optionRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr auto',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const code = style({
  margin: 0,
  maxHeight: 420,
  overflow: 'auto',
  padding: vars.space.sm,
  background: vars.color.background,
  fontFamily: 'monospace',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre',
  width: '100%',
  boxSizing: 'border-box',
  resize: 'vertical',
  color: vars.color.text,
});
