import { vars } from '../theme/contract.css';

/**
 * Series colours: the theme colour first, then a colour-blind safe set (Okabe–Ito) readable on
 * the light and the dark surface.
 */
export const CHART_COLORS: readonly string[] = [
  vars.color.primary,
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#8c6d1f',
  '#7f7f7f',
];

/** The colour of series or slice `index` (cycles). */
export const colorAt = (index: number): string =>
  CHART_COLORS[index % CHART_COLORS.length] ?? vars.color.primary;
