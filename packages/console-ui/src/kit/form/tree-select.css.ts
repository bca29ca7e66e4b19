import { style } from '@vanilla-extract/css';

import { focusOutline } from '../../theme/mixins';

export const tree = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  justifyContent: 'flex-start',
  ':focus-visible': focusOutline('-2px'),
});

export const twisty = style({
  display: 'inline-block',
  width: '14px',
  flex: 'none',
  cursor: 'pointer',
});

export const label = style({ flex: 1, minWidth: 0 });
