import { createThemeContract } from '@vanilla-extract/css';

import { lightTokens } from './tokens';

// Same shape as the tokens with every leaf nulled: the contract emits no CSS, themes fill it.
type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function nullLeaves<T extends object>(tokens: T): Contract<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tokens)) {
    out[key] = typeof value === 'string' ? null : nullLeaves(value as object);
  }
  return out as Contract<T>;
}

/** CSS variables of the console theme; `vars.color.primary` is the run-time theme colour. */
export const vars = createThemeContract(nullLeaves(lightTokens));
