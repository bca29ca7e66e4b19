import { describe, expect, it } from 'vitest';

import { vars } from './contract.css';
import { onThemeColor, setThemeColor, themeColorStyle } from './set-theme-color';
import { DEFAULT_THEME_COLOR } from './tokens';

const name = vars.color.primary.slice('var('.length, -1);
const onName = vars.color.onPrimary.slice('var('.length, -1);

// Sets `color` on a fresh element, then resets it: the inline value of `variable` after each.
function setThenReset(color: string, variable: string) {
  const element = document.createElement('div');
  setThemeColor(element, color);
  const set = element.style.getPropertyValue(variable);
  setThemeColor(element, undefined);
  return [set, element.style.getPropertyValue(variable)];
}

describe('theme colour', () => {
  it('is a CSS variable', () => {
    expect(vars.color.primary).toMatch(/^var\(--[\w-]+\)$/);
  });

  it('setThemeColor overrides it inline and can reset it', () => {
    expect(setThenReset('#067d3f', name)).toEqual(['#067d3f', '']);
  });

  it('themeColorStyle gives the same override for React style props', () => {
    expect(themeColorStyle('#123456')).toEqual({ [name]: '#123456', [onName]: '#ffffff' });
  });

  it('puts dark text on light theme colours and white text on dark ones (WCAG AA)', () => {
    expect(onThemeColor('#07C160')).toBe('#1a1a1a');
    expect(onThemeColor('#2563eb')).toBe('#ffffff');
    expect(onThemeColor('#334155')).toBe('#ffffff');
    expect(onThemeColor('#fff')).toBe('#1a1a1a');
    expect(setThenReset('#07C160', onName)).toEqual(['#1a1a1a', '']);
  });

  it('defaults to a blue that white text reads on at 4.5:1 or better', () => {
    const channel = (hex: string) => {
      const v = parseInt(hex, 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    const [r, g, b] = [1, 3, 5].map((i) => channel(DEFAULT_THEME_COLOR.slice(i, i + 2)));
    const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    expect(b!).toBeGreaterThan(r!);
    expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
