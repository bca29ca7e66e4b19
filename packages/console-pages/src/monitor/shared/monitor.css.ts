import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';
import { responsiveColumns, stack, surfacePanel, textButton } from '../../common/styles/fragments';

// Same as the list page's heading and toolbar row.
export { heading as cardTitle, toolbar as inline } from '../../common/list-page/page.css';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.lg,
});

export const card = style({ ...surfacePanel(vars.space.sm, vars.space.lg), minWidth: 0 });

export const barRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(80px, auto) 1fr 56px',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const barTrack = style({
  height: 10,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const barFill = style({ height: '100%', background: vars.color.primary });

export const barFillDanger = style({ height: '100%', background: vars.color.danger });

export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const columns = style(
  responsiveColumns('minmax(200px, 1fr) minmax(200px, 1fr) minmax(280px, 2fr)', 900),
);

export const pickList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 480,
  overflow: 'auto',
});

export const pickItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifyContent: 'space-between',
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const pickButton = style({
  ...textButton,
  wordBreak: 'break-all',
  selectors: { '&[aria-pressed="true"]': { color: vars.color.primary, fontWeight: 600 } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cronGrid = style(stack(vars.space.sm));

export const timeList = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  fontSize: vars.fontSize.sm,
});
