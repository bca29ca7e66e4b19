import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';
import { focusOutline } from '../theme/mixins';
import { MOBILE_BREAKPOINT } from '../theme/tokens';

// Below the desktop breakpoint the header's tools leave little room: only the current page is
// shown, on one line and cut with an ellipsis, instead of a column of wrapped characters.
const mobile = `screen and (max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
// On a phone even that would be a letter or two: the page's own heading names it instead.
const phone = 'screen and (max-width: 599.98px)';

export const nav = style({
  minWidth: 0,
  maxWidth: '100%',
  '@media': { [phone]: { display: 'none' } },
});

export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  minWidth: 0,
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  listStyle: 'none',
  fontSize: vars.fontSize.md,
  lineHeight: vars.size.headerHeight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: {
    '&:last-child': { flexShrink: 1, minWidth: 0 },
  },
  '@media': {
    [mobile]: { selectors: { '&:not(:last-child)': { display: 'none' } } },
  },
});

export const separator = style({
  margin: `0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  '@media': { [mobile]: { display: 'none' } },
});

export const current = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const link = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { color: vars.color.primary },
  ':focus-visible': focusOutline('2px'),
});
