import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';

export { linkButton, page } from '../common/list-page/page.css';
export { section as panel } from '../common/styles/panels.css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const subheading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const timeline = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const preWrap = style({ whiteSpace: 'pre-wrap', margin: 0 });
