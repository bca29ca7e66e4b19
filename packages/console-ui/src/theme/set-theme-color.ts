import { vars } from './contract.css';

// `vars.color.primary` is `var(--name)`; the style API wants the bare custom property name.
function propertyName(cssVar: string): string {
  const match = /^var\((--[^,)]+)/.exec(cssVar);
  return match?.[1] ?? cssVar;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function luminance(hex: string): number {
  const full = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const channel = (i: number) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/**
 * Text colour for content on a theme colour: white when it reads at 4.5:1 or better (WCAG AA),
 * else near-black (light presets such as #07C160 need dark text). Non-hex colours get white.
 */
export function onThemeColor(color: string): string {
  if (!HEX.test(color)) return '#ffffff';
  const l = luminance(color);
  return 1.05 / (l + 0.05) >= 4.5 ? '#ffffff' : '#1a1a1a';
}

/**
 * Changes the theme colour under `element` at run time by overriding the CSS variables inline
 * (the colour and the text on it), so no stylesheet is downloaded. Pass `undefined` to return to
 * the theme's default.
 */
export function setThemeColor(element: HTMLElement, color: string | undefined): void {
  const name = propertyName(vars.color.primary);
  const on = propertyName(vars.color.onPrimary);
  if (color) {
    element.style.setProperty(name, color);
    element.style.setProperty(on, onThemeColor(color));
  } else {
    element.style.removeProperty(name);
    element.style.removeProperty(on);
  }
}

/** Inline style object that sets the theme colour (and the text on it), for React `style` props. */
export function themeColorStyle(color: string): Record<string, string> {
  return {
    [propertyName(vars.color.primary)]: color,
    [propertyName(vars.color.onPrimary)]: onThemeColor(color),
  };
}
