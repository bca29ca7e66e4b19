import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const tree = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  justifyContent: 'flex-start',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
});

export const twisty = style({
  display: 'inline-block',
  width: '14px',
  flex: 'none',
  cursor: 'pointer',
});

export const label = style({ flex: 1, minWidth: 0 });
