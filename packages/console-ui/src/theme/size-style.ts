import type { Size } from '@wcm/console-core';

import { vars } from './contract.css';
import { SIZE_TOKENS } from './tokens';

const propertyName = (cssVar: string) => /^var\((--[^,)]+)/.exec(cssVar)?.[1] ?? cssVar;

/**
 * Inline CSS variables that apply a size-picker option (font sizes and control height) to a
 * subtree at run time, like the theme colour: no stylesheet is downloaded.
 */
export function sizeStyle(size: Size): Record<string, string> {
  const t = SIZE_TOKENS[size];
  return {
    [propertyName(vars.fontSize.sm)]: t.sm,
    [propertyName(vars.fontSize.md)]: t.md,
    [propertyName(vars.fontSize.lg)]: t.lg,
    [propertyName(vars.fontSize.xl)]: t.xl,
    [propertyName(vars.size.controlHeight)]: t.controlHeight,
  };
}
