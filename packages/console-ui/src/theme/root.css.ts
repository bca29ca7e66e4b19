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

// Element rules of the page around the console (a portal's `button { text-transform }`,
// `th, td { border }`, `a { text-decoration }`...) must not restyle console markup, so the
// elements the console renders get neutral values back here. `.root :where(...)` weighs one
// class: more than any bare element rule of the host page, and no more than the console's own
// component classes, which load after this sheet and so win over it.
const scoped = (elements: string) => `${consoleRootClass} :where(${elements})`;

globalStyle(scoped('h1, h2, h3, h4, h5, h6, p, ul, ol, dl, dd, figure, blockquote, pre, form'), {
  margin: 0,
});
globalStyle(scoped('h1, h2, h3, h4, h5, h6'), {
  fontSize: 'inherit',
  fontWeight: 600,
  lineHeight: 'inherit',
  letterSpacing: 'normal',
  textTransform: 'none',
});
globalStyle(scoped('ul, ol'), { padding: 0, listStyle: 'none' });
globalStyle(scoped('button, input, select, textarea, optgroup'), {
  font: 'inherit',
  color: 'inherit',
  margin: 0,
  letterSpacing: 'normal',
  textTransform: 'none',
  textShadow: 'none',
  textIndent: 0,
  lineHeight: 'inherit',
  verticalAlign: 'baseline',
  boxShadow: 'none',
  minWidth: 0,
  minHeight: 0,
  maxWidth: '100%',
});
globalStyle(scoped('button'), {
  width: 'auto',
  height: 'auto',
  borderRadius: 0,
  textDecoration: 'none',
});
globalStyle(scoped('label, legend, span, strong, em, small, code, kbd, dt, dd, li, p'), {
  letterSpacing: 'inherit',
  textTransform: 'inherit',
});
globalStyle(scoped('fieldset'), { margin: 0, padding: 0, border: 0, minWidth: 0 });
globalStyle(scoped('legend'), { padding: 0 });
globalStyle(scoped('table'), {
  borderCollapse: 'collapse',
  borderSpacing: 0,
  margin: 0,
  border: 0,
  background: 'none',
  boxShadow: 'none',
  fontSize: 'inherit',
});
globalStyle(scoped('caption, th, td'), {
  padding: '1px',
  border: 0,
  background: 'none',
  boxShadow: 'none',
  fontSize: 'inherit',
  verticalAlign: 'middle',
  textTransform: 'none',
  letterSpacing: 'normal',
});
globalStyle(scoped('thead, tbody, tfoot, tr'), { background: 'none', border: 0 });
globalStyle(scoped('a'), { color: 'inherit', background: 'none' });
globalStyle(scoped('label'), { display: 'inline', margin: 0, padding: 0, fontWeight: 'inherit' });
globalStyle(`${consoleRootClass} :where(img, svg)`, { display: 'block', maxWidth: '100%' });
globalStyle(`${consoleRootClass} :focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
