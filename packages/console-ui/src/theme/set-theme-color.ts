import { vars } from './contract.css';

// `vars.color.primary` is `var(--name)`; the style API wants the bare custom property name.
function propertyName(cssVar: string): string {
  const match = /^var\((--[^,)]+)/.exec(cssVar);
  return match?.[1] ?? cssVar;
}

/**
 * Changes the theme colour under `element` at run time by overriding the CSS variable inline,
 * so no stylesheet is downloaded. Pass `undefined` to return to the theme's default.
 */
export function setThemeColor(element: HTMLElement, color: string | undefined): void {
  const name = propertyName(vars.color.primary);
  if (color) element.style.setProperty(name, color);
  else element.style.removeProperty(name);
}

/** Inline style object that sets the theme colour, for React `style` props. */
export function themeColorStyle(color: string): Record<string, string> {
  return { [propertyName(vars.color.primary)]: color };
}
