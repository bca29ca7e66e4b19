import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from './contract.css';

/**
 * Root class of everything the console renders. The reset below hangs off it so that a host
 * page embedding console pages keeps its own element styles.
 */
export const consoleRootClass = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(
  `${consoleRootClass}, ${consoleRootClass} *, ${consoleRootClass} *::before, ${consoleRootClass} *::after`,
  {
    boxSizing: 'border-box',
  },
);
globalStyle(`${consoleRootClass} :where(h1, h2, h3, h4, p, ul, ol, figure)`, { margin: 0 });
globalStyle(`${consoleRootClass} :where(ul, ol)`, { padding: 0, listStyle: 'none' });
globalStyle(`${consoleRootClass} :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
});
globalStyle(`${consoleRootClass} :where(a)`, { color: 'inherit' });
globalStyle(`${consoleRootClass} :where(img, svg)`, { display: 'block', maxWidth: '100%' });
globalStyle(`${consoleRootClass} :focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
