import { style } from '@vanilla-extract/css';
import { vars } from '@wcm/console-ui/theme';
import { framed, responsiveColumns, stack } from '../../common/styles/fragments';

// The list page's layout, shared with every area.
export {
  actions,
  full,
  grid2,
  grow,
  heading,
  page,
  toolbar,
} from '../../common/list-page/page.css';

export const split = style(responsiveColumns('minmax(180px, 240px) minmax(0, 1fr)', 768));

export const side = style({ ...stack(vars.space.sm), minWidth: 0 });

export const main = style({ ...stack(vars.space.md), minWidth: 0 });

export const treeBox = style({
  maxHeight: 320,
  overflow: 'auto',
  padding: vars.space.sm,
  ...framed,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const profile = style(responsiveColumns('minmax(240px, 320px) minmax(0, 1fr)', 900));

/** The profile page's cards: the shared bordered block. */
export { card } from '../../common/styles/panels.css';

export const avatar = style({
  width: 120,
  height: 120,
  borderRadius: '50%',
  objectFit: 'cover',
  alignSelf: 'center',
});

export const fieldset = style({
  ...stack(vars.space.sm),
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});
