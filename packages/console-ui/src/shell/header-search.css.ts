import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';
import {
  fieldSurface,
  focusOutline,
  ghostButton,
  inlineCenter,
  popoverSurface,
  screenReaderOnly,
  square,
} from '../theme/mixins';

export const root = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const toggle = style({
  ...inlineCenter,
  ...square('36px'),
  ...ghostButton,
});

export const input = style({
  width: '210px',
  height: '32px',
  padding: `0 ${vars.space.sm}`,
  ...fieldSurface,
  fontSize: vars.fontSize.md,
  ':focus': focusOutline('-1px'),
});

export const popup = style({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: 1500,
  width: '280px',
  maxHeight: '320px',
  overflowY: 'auto',
  margin: `${vars.space.xs} 0 0`,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  ...popoverSurface,
  fontSize: vars.fontSize.md,
});

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.infoSurface, color: vars.color.info },
  },
});

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const visuallyHidden = style(screenReaderOnly);
