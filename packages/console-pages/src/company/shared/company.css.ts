import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';
import { cardPageRoot, pageCard } from '../../common/styles/card-page';
import { stack } from '../../common/styles/fragments';
import { stickyBar } from '../../common/styles/sticky-bar';

/** Equity: the chart and the totals beside it (stacked on narrow screens). */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: vars.space.lg,
  marginBottom: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const chart = style({ flex: '1 1 320px', minWidth: 0, maxWidth: 640 });
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.md,
});
globalStyle(`${totals} dt`, { color: vars.color.textMuted });
globalStyle(`${totals} dd`, { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

/** Company profile: a long form in titled sections. */
export const form = style({ ...stack(vars.space.lg), maxWidth: 1100 });
export const section = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const sectionTitle = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
});
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  columnGap: vars.space.xl,
});
export const full = style({ gridColumn: '1 / -1' });
export const actions = style(stickyBar(vars.space.md, vars.color.background));
export const documents = style(stack(vars.space.sm));
export const documentRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

/** Invitation page: a centred card. */
export const invitationRoot = style({ ...cardPageRoot, minHeight: '100vh' });
export const card = style(pageCard(440));
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 600 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const link = style({ wordBreak: 'break-all', fontFamily: 'monospace' });
