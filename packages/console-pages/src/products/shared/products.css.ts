import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';
import { headingText } from '../../common/styles/fragments';
import { stickyBar } from '../../common/styles/sticky-bar';

export { actions, field, grid2, grow, page, toolbar } from '../../common/list-page/page.css';
export { section } from '../../common/styles/panels.css';

export const cover = style({
  width: 48,
  height: 48,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  display: 'block',
});

export const heading = style(headingText(vars.fontSize.md));

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const cellError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

export const specTable = style({ borderCollapse: 'collapse', width: '100%' });

globalStyle(`${specTable} th, ${specTable} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
  verticalAlign: 'top',
  textAlign: 'left',
});

export const scroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const footer = style({
  ...stickyBar(vars.space.sm, vars.color.surface),
  flexWrap: 'wrap',
  borderTop: `1px solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
