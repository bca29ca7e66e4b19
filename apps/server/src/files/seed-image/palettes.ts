import { hex, type Rgb } from './raster';

/** Colours of one generated image: backdrop, the object's paint, an accent and the caption ink. */
export interface Palette {
  backTop: Rgb;
  backBottom: Rgb;
  body: Rgb;
  accent: Rgb;
  ink: Rgb;
}

const palette = (backTop: string, backBottom: string, body: string, accent: string): Palette => ({
  backTop: hex(backTop),
  backBottom: hex(backBottom),
  body: hex(body),
  accent: hex(accent),
  ink: hex('#1f2329'),
});

/** The named palettes `seedImage` accepts. */
export const PALETTES = {
  blue: palette('#eef4fd', '#c9daf3', '#2f6fd6', '#f0a020'),
  teal: palette('#ecf8f6', '#c3e6e0', '#138a7e', '#e8603c'),
  green: palette('#f0f7ea', '#d2e7c2', '#3f8f2f', '#f2b134'),
  orange: palette('#fdf3e9', '#f5d6b8', '#e0701e', '#2b5fb8'),
  red: palette('#fcefee', '#f1cdca', '#c7352b', '#3a3f48'),
  purple: palette('#f4f0fb', '#ddd1f0', '#6a46b8', '#f0a020'),
  slate: palette('#f2f4f7', '#d5dbe3', '#4a5a70', '#e8603c'),
  gold: palette('#fbf7ea', '#eee0b3', '#b8862b', '#2e3a4e'),
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

export const isPaletteName = (name: string): name is PaletteName => name in PALETTES;
