import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';
import {
  codeArea,
  responsiveColumns,
  surfacePanel,
  textButton,
} from '../../common/styles/fragments';

export const layout = style(
  responsiveColumns('minmax(160px, 200px) minmax(0, 1fr) minmax(260px, 320px)', 1000),
);

export const panel = style({ ...surfacePanel(vars.space.sm, vars.space.md), minWidth: 0 });

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
  ...surfacePanel(vars.space.xs, vars.space.sm),
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

export const select = style({ ...textButton, minWidth: 0 });

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

export const code = style({ ...codeArea, maxHeight: 420, padding: vars.space.sm });
